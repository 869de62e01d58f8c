/** The current time; tests pass their own to move it without sleeping. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

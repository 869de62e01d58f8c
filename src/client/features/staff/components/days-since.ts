/** Whole days since a moment. */
export const daysSince = (iso: string, now: number) => Math.max(0, Math.floor((now - Date.parse(iso)) / 86_400_000))

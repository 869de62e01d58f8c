/** The state of one step in the registration progress indicator. */
export type StepState = 'done' | 'active' | 'todo'

export const stepState = (index: number, current: number): StepState =>
  index < current ? 'done' : index === current ? 'active' : 'todo'

/**
 * Clicking the first completed step resets the registration and returns to its start,
 * except on the last step, where the registration has already been sent.
 */
export const clickResets = (index: number, current: number, total: number): boolean =>
  index === 0 && current > 0 && current < total - 1

/** Where a registration step sends a member who lacks what earlier steps captured. */
export type StepGuard = 'stay' | 'start' | 'step-2'

/**
 * Step 2 and 3 need the e-mail of step 1; step 3 also needs the address of step 2. Whatever
 * is missing sends the member back to the step that asks for it.
 */
export function stepGuard(step: 2 | 3, draft: { email?: string | undefined; hasStep2: boolean }): StepGuard {
  if (!draft.email) return 'start'
  if (step === 3 && !draft.hasStep2) return 'step-2'
  return 'stay'
}

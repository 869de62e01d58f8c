import { redirect } from '@tanstack/react-router'
import { getDraft, stepPaths, type RegistrationKind } from './draft.ts'
import { stepGuard } from './progress-rules.ts'

/** A member without the earlier steps goes back to them. */
export function sendBackToEarlierStep(kind: RegistrationKind, step: 2 | 3, lang: string): void {
  const draft = getDraft(kind)
  const guard = stepGuard(step, { email: draft.details?.emailAddress, hasStep2: draft.address !== undefined })
  if (guard === 'start') throw redirect({ to: stepPaths[kind][0], params: { lang }, replace: true })
  if (guard === 'step-2') throw redirect({ to: stepPaths[kind][1], params: { lang }, replace: true })
}

import { redirect } from '@tanstack/react-router'
import { getDraft, stepPaths, type RegistrationKind } from './draft.ts'
import { stepGuard } from './progress-rules.ts'

/** beforeLoad of steps 2 and 3: a member without the earlier steps goes back to them (spec section 2). */
export function guardStep(kind: RegistrationKind, step: 2 | 3, lang: string): void {
  const draft = getDraft(kind)
  const guard = stepGuard(step, { email: draft.details?.emailAddress, hasStep2: draft.address !== undefined })
  if (guard === 'start') throw redirect({ to: stepPaths[kind][0], params: { lang }, replace: true })
  if (guard === 'step-2') throw redirect({ to: stepPaths[kind][1], params: { lang }, replace: true })
}

/** The p-member link carries an optional referral code (spec section 2); anything else is dropped. */
export function referralSearch(search: Record<string, unknown>): { referralCode?: string } {
  const code = search['referralCode']
  return typeof code === 'string' && code.length <= 64 ? { referralCode: code } : {}
}

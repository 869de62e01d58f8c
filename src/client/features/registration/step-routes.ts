import type { RegistrationKind } from './draft.ts'

/**
 * beforeLoad of steps 2 and 3: a member without the earlier steps goes back to them. The check
 * reads the draft, whose code comes with the registration: the route table, which every page
 * loads, goes without it.
 */
export const guardStep =
  (kind: RegistrationKind, step: 2 | 3) =>
  async ({ params }: { params: { lang: string } }): Promise<void> =>
    (await import('./step-guard.ts')).sendBackToEarlierStep(kind, step, params.lang)

/** The p-member link carries an optional referral code; anything else is dropped. */
export function referralSearch(search: Record<string, unknown>): { referralCode?: string } {
  const code = search['referralCode']
  return typeof code === 'string' && code.length <= 64 ? { referralCode: code } : {}
}

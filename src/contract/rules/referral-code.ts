import type { Problem } from '../messages.ts'

/** Referral codes are letters, digits and dashes; case does not matter (stored in capitals). */
export const referralCodeFormat = /^[A-Za-z0-9-]{4,32}$/

export const normaliseReferralCode = (code: string): string => code.trim().toUpperCase()

/** Optional in ordinary registration, required in the p-member flow; the server then checks it exists (623). */
export function referralCodeProblem(code: string | null | undefined, required: boolean): Problem | undefined {
  const value = code?.trim() ?? ''
  if (value === '') return required ? { key: 'registerError.referral-code-required' } : undefined
  return referralCodeFormat.test(value) ? undefined : { key: 'registerError.referral-code-invalid' }
}

export const referralCodeTypes = ['owner', 'tenant', 'resident', 'staff'] as const

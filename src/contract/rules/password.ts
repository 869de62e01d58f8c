import type { Problem } from '../messages.ts'

const passwordMinLength = 8
const passwordMaxLength = 16

/** The symbols a password may hold, one of which it must: no other symbol, and no space. */
const passwordSymbols = '@$!%*?&'

const symbolClass = `[${passwordSymbols.replace(/[\\\]^-]/g, '\\$&')}]`
const allowed = new RegExp(`^(?:[A-Za-z0-9]|${symbolClass})+$`)
const aSymbol = new RegExp(symbolClass)

/** What the password hint says, taken from the policy itself: its lengths and its symbols, spaced apart. */
export const passwordHintParams = { min: passwordMinLength, max: passwordMaxLength, symbols: [...passwordSymbols].join(' ') }

/** The password policy: 8-16 characters, a lowercase and an uppercase letter, a digit, a special, nothing else. */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= passwordMinLength &&
    password.length <= passwordMaxLength &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    aSymbol.test(password) &&
    allowed.test(password)
  )
}

/** A new password at registration or reset: required, then its length, then the rest of the policy. */
export function passwordProblem(password: string): Problem | undefined {
  if (password === '') return { key: 'verify.password-required' }
  if (password.length < passwordMinLength || password.length > passwordMaxLength) return { key: 'verify.password-between' }
  return meetsPasswordPolicy(password) ? undefined : { key: 'profile.newPasswordInvalid' }
}

export function confirmPasswordProblem(password: string, confirmation: string): Problem | undefined {
  if (confirmation === '') return { key: 'profile.retypePasswordRequired' }
  return confirmation === password ? undefined : { key: 'profile.retypePasswordSame' }
}

import type { Problem } from '../messages.ts'

/** First name and surname: at most this many characters (spec section 9). */
export const nameMaxLength = 30
/** Longest e-mail address (RFC 5321). */
export const emailMaxLength = 254

export function salutationProblem(salutationId: number | null | undefined): Problem | undefined {
  return salutationId ? undefined : { key: 'registerError.salutation-required' }
}

export function firstNameProblem(name: string): Problem | undefined {
  if (name.trim() === '') return { key: 'registerError.firstName-required' }
  return name.length > nameMaxLength ? { key: 'registerError.name-max', params: { digit: nameMaxLength } } : undefined
}

export function surnameProblem(name: string): Problem | undefined {
  if (name.trim() === '') return { key: 'registerError.surname-required' }
  return name.length > nameMaxLength ? { key: 'registerError.name-max', params: { digit: nameMaxLength } } : undefined
}

/** One @, a dot in the domain, no spaces: what mail systems deliver, not RFC 5322's every corner. */
const emailFormat = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export function emailProblem(email: string): Problem | undefined {
  if (email.trim() === '') return { key: 'registerError.email-required' }
  return email.length > emailMaxLength || !emailFormat.test(email) ? { key: 'registerError.email-invalid' } : undefined
}

export function countryCodeProblem(countryCodeId: number | null | undefined): Problem | undefined {
  return countryCodeId ? undefined : { key: 'registerError.country-code-required' }
}

/** Birth month: required, 1 to 12. */
export function birthMonthProblem(month: number | null | undefined): Problem | undefined {
  if (month === null || month === undefined) return { key: 'registerError.birthday-month-required' }
  return Number.isInteger(month) && month >= 1 && month <= 12 ? undefined : { key: 'registerError.birthday-month-invalid' }
}

/** Language preference (defaultLangId) of the final registration step. */
export function languagePreferenceProblem(defaultLangId: number | null | undefined): Problem | undefined {
  return defaultLangId ? undefined : { key: 'registerError.languagePreference-required' }
}

/** Terms, privacy policy and the collection statement must all be accepted; news is optional. */
export function consentProblem(consents: { tncAcceptance: boolean; picsAcceptance: boolean }): Problem | undefined {
  return consents.tncAcceptance && consents.picsAcceptance ? undefined : { key: 'registerError.checkbox-accept-tncs-pics-required' }
}

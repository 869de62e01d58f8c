import type { Problem } from '../messages.ts'

/** First name and surname: at most this many characters. */
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

/** RFC 5322's atom characters, and any letter or digit (SMTPUTF8 delivers addresses in Chinese). */
const atom = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+"
const domainLabel = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?'
/**
 * A bare address: dot-separated atoms, one @, a domain with a dot. No display name, quoted
 * part, comment, address literal or list, which mail software would read as another recipient.
 */
const bareEmail = new RegExp(`^${atom}(?:\\.${atom})*@(?:${domainLabel}\\.)+${domainLabel}$`, 'u')

/** An address as stored and compared: trimmed, NFC, the domain (which is case-blind) in small letters. */
export function normalizeEmail(email: string): string {
  const address = email.trim().normalize('NFC')
  const at = address.lastIndexOf('@')
  return at < 0 ? address : address.slice(0, at) + address.slice(at).toLowerCase()
}

export function emailProblem(email: string): Problem | undefined {
  const address = normalizeEmail(email)
  if (address === '') return { key: 'registerError.email-required' }
  return address.length > emailMaxLength || !bareEmail.test(address) ? { key: 'registerError.email-invalid' } : undefined
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
  return consents.tncAcceptance && consents.picsAcceptance
    ? undefined
    : { key: 'registerError.checkbox-accept-tncs-pics-required' }
}

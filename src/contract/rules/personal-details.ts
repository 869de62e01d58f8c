import type { Problem } from '../messages.ts'

/** First name and surname: at most this many characters. */
export const nameMaxLength = 30
/** Longest e-mail address (RFC 5321). */
export const emailMaxLength = 254

export function salutationProblem(salutationId: number | null | undefined): Problem | undefined {
  return salutationId ? undefined : { key: 'registerError.salutation-required' }
}

/**
 * Characters no name holds, which would change what a name means where it is written: control
 * characters (a line break starts a new mail header), direction overrides, and markup's < >.
 */
const notInNames = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069<>]/u

/** Whether a name (a person's, a passkey's) holds a character no name holds. */
export const hasNameBreakingCharacter = (name: string): boolean => notInNames.test(name)

function nameProblem(name: string, required: Problem): Problem | undefined {
  if (name.trim() === '') return required
  if (hasNameBreakingCharacter(name)) return { key: 'registerError.name-characters' }
  return name.length > nameMaxLength ? { key: 'registerError.name-max', params: { digit: nameMaxLength } } : undefined
}

export const firstNameProblem = (name: string): Problem | undefined =>
  nameProblem(name, { key: 'registerError.firstName-required' })

export const surnameProblem = (name: string): Problem | undefined => nameProblem(name, { key: 'registerError.surname-required' })

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

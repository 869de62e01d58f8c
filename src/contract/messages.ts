/**
 * Message keys that validation rules produce. Each is a path into the i18n dictionaries
 * (a type test keeps the two in step), so client and server translate the same problem
 * the same way. Parameters travel encoded in the message: `key?digit=8`.
 */
export const messageKeys = [
  'common.invalid-input',
  'Login.login-id-required',
  'Login.email_or_phone_invalid',
  'Login.password-required',
  'registerError.country-code-required',
  'registerError.mobile-required',
  'registerError.mobile-digits',
  'registerError.mobile-digits-between',
  'registerError.mobile_number_4_to_9',
  'registerError.mobile-unique',
  'registerError.salutation-required',
  'registerError.firstName-required',
  'registerError.surname-required',
  'registerError.name-max',
  'registerError.name-characters',
  'profile.passkeyNameRequired',
  'registerError.email-required',
  'registerError.email-invalid',
  'registerError.email-unique',
  'registerError.birthday-month-required',
  'registerError.birthday-month-invalid',
  'registerError.languagePreference-required',
  'registerError.checkbox-accept-tncs-pics-required',
  'registerError.referral-code-required',
  'registerError.referral-code-invalid',
  'registerError.verify-code-required',
  'registerError.verify-code-digits',
  'registerError.error-verify',
  'registerError.file_over_title_tip1',
  'registerError.document-invalid',
  'verify.password-required',
  'verify.password-between',
  'profile.currentPasswordRequired',
  'profile.currentPasswordIncorrect',
  'profile.newPasswordRequired',
  'profile.newPasswordInvalid',
  'profile.oldNewPassword',
  'profile.month-of-birth-required',
  'profile.birthday-invalid',
  'profile.birth-year-invalid',
  'profile.birthday-under-age',
  'profile.birthday-on-record',
  'profile.retypePasswordRequired',
  'profile.retypePasswordSame',
  'address.address-buidling-required',
  'address.address-other-estate-required',
  'address.address-type-of-property-required',
  'address.address-district-required',
  'address.address-other-district-required',
  'address.address-area-required',
  'address.address-other-area-required',
  'address.address-country-required',
  'address.address-other-country-required',
  'address.address-text-max',
  'Register.uploadMaxLength',
  'Register.uploadSize',
  'upload.type-document',
  'upload.type-image',
  'upload.too-large',
  'upload.empty',
  'upload.not-an-image',
  'upload.missing',
  'receipt.missing-id',
  'upload.type-vehicle-document',
  'membership.membership-type-required',
  'membership.membership-type-exclusive',
  'membership.membership-upgrade-file-upload-required',
  'membership.staff-company-required',
  'membership.staff-number-required',
  'membership.staff-number-max',
  'membership.staff-document-required',
  'membership.document-invalid',
  'parking.vehicle-number-required',
  'parking.vehicle-number-max',
  'parking.vehicle-number-invalid',
  'parking.octopus-card-required',
  'parking.octopus-card-max',
  'parking.octopusNumberInvalid',
  'parking.octopus-check-digit-required',
  'parking.vehicle-type-required',
  'parking.vehicle-model-required',
  'parking.vehicle-model-max',
  'parking.pleaseDocument',
  'parking.sino-parking-confirm-required',
  'parking.vehicle-number-taken',
  'parking.octopus-card-taken',
  'parking.document-invalid',
  'staffConsole.reason-required',
  'staffConsole.reason-max',
  'staffConsole.reason-code-invalid',
  'staffConsole.reason-text-required',
  'staffConsole.totp-required',
  'staffConsole.totp-digits',
  'staffConsole.name-required',
  'staffConsole.name-max',
  'staffConsole.event-required',
  'staffConsole.event-max',
  'staffConsole.count-range',
  'staffConsole.day-invalid',
  'staffConsole.days-order',
  'staffConsole.current-password-wrong',
  'staffConsole.code-wrong',
  'staffConsole.maintenance-message-required',
  'staffConsole.maintenance-message-max',
  'staffConsole.maintenance-until-invalid',
  'staffConsole.maintenance-until-past',
] as const

export type MessageKey = (typeof messageKeys)[number]

/** Numbers a message may carry: a digit count, a size in MB (4.5), a count of files. */
interface MessageParams {
  digit?: number
  size?: number
  count?: number
}

const paramNames = ['digit', 'size', 'count'] as const

export interface Problem {
  key: MessageKey
  params?: MessageParams
}

const isMessageKey = (value: string): value is MessageKey => (messageKeys as readonly string[]).includes(value)

export function encodeProblem({ key, params }: Problem): string {
  const query = new URLSearchParams()
  for (const name of paramNames) if (params?.[name] !== undefined) query.set(name, String(params[name]))
  return query.size === 0 ? key : `${key}?${query}`
}

/**
 * Reads the parts of a message shaped as {@link encodeProblem} writes them (`namespace.key`,
 * maybe `?digit=8`), without asking whether the key is one of ours: the client asks its
 * dictionary instead, and so leaves the list of keys out of its first load.
 */
export function readProblem(message: string): { key: string; params?: MessageParams } | undefined {
  const [key = '', query] = message.split('?')
  if (!/^[A-Za-z]+\.[\w-]+$/.test(key)) return undefined
  if (query === undefined) return { key }
  const search = new URLSearchParams(query)
  const params: MessageParams = {}
  for (const name of paramNames) {
    const value = Number(search.get(name) ?? Number.NaN)
    if (Number.isFinite(value)) params[name] = value
  }
  return Object.keys(params).length === 0 ? { key } : { key, params }
}

/** Reads a message produced by {@link encodeProblem}; anything else is not one of ours. */
export function decodeProblem(message: string): Problem | undefined {
  const problem = readProblem(message)
  if (!problem || !isMessageKey(problem.key)) return undefined
  return problem.params ? { key: problem.key, params: problem.params } : { key: problem.key }
}

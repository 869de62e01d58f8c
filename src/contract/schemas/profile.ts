import { type } from 'arktype'
import type { Problem } from '../messages.ts'
import type { CountryCodeItem } from '../reference.ts'
import { addressProblems } from '../rules/address.ts'
import { countryCodeProblem, salutationProblem } from '../rules/personal-details.ts'
import { phoneProblem } from '../rules/phone.ts'
import { birthDateAfter, birthDateProblems, type BirthDate } from '../rules/birth-date.ts'
import { chineseNameProblem, passwordChangeProblems, tiers } from '../rules/profile.ts'
import { addressAnswer, addressInput, optionalId } from './address.ts'
import { columnInteger, phoneNumberInput, referenceId, rowId } from './common.ts'
import { rejectProblems } from './problems.ts'
import { upgradeStatuses } from '../rules/application-statuses.ts'

export type Tier = (typeof tiers)[number]

export const upgradeFormSummary = type({
  status: type.enumerated(...upgradeStatuses),
  createdAt: 'string',
})
export type UpgradeFormSummary = typeof upgradeFormSummary.infer

/**
 * The member's profile: what the card shows (`clubMemberId` is the member ID printed on it),
 * what the profile pages edit, the contact address, and for a privilege member the address
 * their privilege was granted for. `pendingPhone` is a new number waiting for its code.
 */
export const profile = type({
  salutationId: 'number | null',
  firstName: 'string',
  lastName: 'string',
  chineseName: 'string | null',
  chineseSurname: 'string | null',
  gender: "'M' | 'F' | null",
  countryCodeId: 'number',
  mobilePhone: 'string',
  emailAddress: 'string | null',
  birthdayMonth: 'number | null',
  birthdayYear: 'number | null',
  birthdayDay: 'number | null',
  ageRangeId: 'number | null',
  nationalityId: 'number | null',
  defaultLangId: 'number | null',
  tier: type.enumerated(...tiers),
  isLiveInSinoProperties: 'boolean',
  sinoStaffNumber: 'string | null',
  sinoStaffCompanyId: 'number | null',
  clubMemberId: 'string',
  iconList: type({ filePath: 'string' }).array(),
  upgradeForms: upgradeFormSummary.array(),
  interests: 'number[]',
  contactAddress: addressAnswer.or('null'),
  privilegeAddress: addressAnswer.or('null'),
  pendingPhone: type({ countryCodeId: 'number', mobilePhone: 'string' }).or('null'),
})
export type Profile = typeof profile.infer

const optionalName = type('string <= 100 | null').pipe((name) => name ?? '')
const optionalNumber = columnInteger.or('null')

/**
 * updateProfile: the fields a member edits. A client may send the whole profile: fields not
 * listed here (names, e-mail, tier, member ID) are read-only and left out; a field not sent
 * stays as it is. Each part of the date of birth is set once, while that part is not on
 * record. A new phone number takes effect once its code is entered.
 */
export const updateProfileRequest = type({
  '+': 'delete',
  'salutationId?': optionalId,
  'chineseName?': optionalName,
  'chineseSurname?': optionalName,
  'gender?': type("'M' | 'F' | '' | null").pipe((gender) => (gender === '' ? null : gender)),
  'birthdayDay?': optionalNumber,
  'birthdayMonth?': optionalNumber,
  'birthdayYear?': optionalNumber,
  'ageRangeId?': optionalId,
  'nationalityId?': optionalId,
  'defaultLangId?': optionalId,
  'countryCodeId?': referenceId,
  'mobilePhone?': phoneNumberInput,
  /** Asked with a new mobile number: the login id is not moved on the strength of a session alone. */
  'currentPassword?': 'string <= 256',
  // A member without an address on record sends back null: nothing to change.
  'contactAddress?': addressInput.or('null').pipe((address) => address ?? undefined),
})
export type UpdateProfileRequest = typeof updateProfileRequest.infer

type CountryCodeRule = Pick<CountryCodeItem, 'id' | 'content' | 'length'>

/**
 * The rules of the profile pages, by field: a salutation, names no longer than the English
 * ones, a date of birth that is a real date of a member 18 or over (the parts not sent as on
 * record), a valid phone for its country code, and a complete address.
 */
export function profileProblems(
  profile: UpdateProfileRequest,
  recordedBirthDate: BirthDate,
  countryCodes: readonly CountryCodeRule[],
  today: Date,
): Record<string, Problem | undefined> {
  const countryCode =
    profile.countryCodeId === undefined ? undefined : countryCodes.find((code) => code.id === profile.countryCodeId)
  const address = profile.contactAddress ? addressProblems(profile.contactAddress) : {}
  return {
    ...(profile.salutationId === undefined ? {} : { salutationId: salutationProblem(profile.salutationId) }),
    chineseName: chineseNameProblem(profile.chineseName ?? ''),
    chineseSurname: chineseNameProblem(profile.chineseSurname ?? ''),
    ...birthDateProblems(birthDateAfter(profile, recordedBirthDate), today),
    ...(profile.countryCodeId === undefined ? {} : { countryCodeId: countryCode ? undefined : countryCodeProblem(null) }),
    ...(profile.mobilePhone !== undefined && countryCode
      ? { mobilePhone: phoneProblem(profile.mobilePhone, countryCode, 'registration') }
      : {}),
    ...Object.fromEntries(Object.entries(address).map(([field, problem]) => [`contactAddress.${field}`, problem])),
  }
}

/** A date of birth with no part on record: what the schema checks a request's own parts against. */
const nothingRecorded: BirthDate = { birthdayDay: null, birthdayMonth: null, birthdayYear: null }

/** updateProfile with every rule that needs nothing stored (see {@link storedProfileProblems}). */
export function updateProfileSchema(countryCodes: readonly CountryCodeRule[], today: () => Date) {
  return updateProfileRequest.narrow((profile, ctx) =>
    rejectProblems(ctx, profileProblems(profile, nothingRecorded, countryCodes, today())),
  )
}

/** Whether a code went to a new phone number, which takes effect once the code is entered. */
export const updateProfileAnswer = type({ phoneChangePending: 'boolean' })
export type UpdateProfileAnswer = typeof updateProfileAnswer.infer

/** confirmPhoneChange: the code sent to the new number. */
export const confirmPhoneChangeRequest = type({ token: 'string <= 32' })

/** The member's interests: ids of the INTEREST list. */
export const interestIds = rowId.array().atMostLength(100)
export const updateInterestRequest = type({ interestIds })

/** changePassword: the current password and the new one (wrong current password: 611). */
export const changePasswordRequest = type({ oldPassword: 'string <= 256', newPassword: 'string <= 256' }).narrow((change, ctx) =>
  rejectProblems(ctx, passwordChangeProblems(change)),
)
export type ChangePasswordRequest = typeof changePasswordRequest.infer

import { type } from 'arktype'
import { langs } from '../languages.ts'
import type { Problem } from '../messages.ts'
import type { CountryCodeItem } from '../reference.ts'
import { addressProblems, propertyOwnerships, registrationDocumentsProblem } from '../rules/address.ts'
import { passwordProblem } from '../rules/password.ts'
import { referralCodeTypes } from '../rules/referral-code.ts'
import {
  birthMonthProblem,
  consentProblem,
  countryCodeProblem,
  emailProblem,
  firstNameProblem,
  languagePreferenceProblem,
  salutationProblem,
  surnameProblem,
} from '../rules/personal-details.ts'
import { phoneProblem } from '../rules/phone.ts'
import { referralCodeProblem } from '../rules/referral-code.ts'
import { fileCountProblem, uploadRules } from '../rules/upload-files.ts'
import { addressInput, optionalId } from './address.ts'
import { columnInteger, emailAddressInput, phoneNumberInput, referenceId } from './common.ts'
import { rejectProblems } from './problems.ts'

const text = 'string <= 200'
/** Proof documents; null is the same as none. */
const documentIds = type('string.uuid[] <= 10 | null').pipe((ids) => ids ?? [])
/**
 * Owner, Resident or Tenant; `membership` (or null) is the answer of someone who claims no
 * property role: an Ordinary registration that needs no document.
 */
const propertyOwnership = type
  .enumerated(...propertyOwnerships, 'membership', null)
  .pipe((answer) => (answer === 'membership' ? null : answer))

/** Step 1: salutation, names, e-mail, phone, birth month, optional age range and referral code. */
const detailsShape = type({
  salutationId: optionalId,
  firstName: text,
  lastName: text,
  emailAddress: emailAddressInput,
  countryCodeId: optionalId,
  mobilePhone: phoneNumberInput,
  birthdayMonth: columnInteger.or('null'),
  'ageRangeId?': optionalId,
  'gender?': "'M' | 'F' | '' | null",
  'tier?': 'string <= 20',
  'nationalityId?': optionalId,
})

/** Step 2: the property question and the address, as the address form asks it at registration. */
const addressShape = addressInput.and({ propertyOwnership, addressDocumentId: documentIds })

/** Step 3: language preference and consents (a password only in ordinary registration). */
const preferencesShape = type({
  defaultLangId: optionalId,
  language: type.enumerated(...langs),
  tncAcceptance: 'boolean',
  picsAcceptance: 'boolean',
  isConsentToSinoGroup: 'boolean',
})

/** The final registration payload; the phone rules need the country codes, so {@link registrationSchema} adds them. */
export const registrationRequest = detailsShape.and(addressShape).and(preferencesShape).and({
  'referralCode?': 'string <= 64 | null',
  password: 'string <= 256',
})

/**
 * The p-member payload: no password; the estate may be left out when the referral fixes it,
 * and the referral says how the member lives there (so neither that nor documents are needed).
 */
export const pMemberRegistrationRequest = detailsShape
  .and(addressShape.omit('isLiveInSinoProperties', 'addressDocumentId').partial())
  .and(preferencesShape)
  .and({
    referralCode: 'string <= 64',
    isLiveInSinoProperties: 'boolean = true',
    addressDocumentId: documentIds.default(() => []),
  })

export type RegistrationDetails = typeof detailsShape.inferOut
export type RegistrationAddress = typeof addressShape.inferOut
export type RegistrationPreferences = typeof preferencesShape.inferOut
export type RegistrationRequest = typeof registrationRequest.inferOut
export type PMemberRegistrationRequest = typeof pMemberRegistrationRequest.inferOut

type CountryCodeRule = Pick<CountryCodeItem, 'id' | 'content' | 'length'>

/** Step 1's problems by payload field; the form shows them, the API refuses them. */
export function detailsProblems(
  details: RegistrationDetails,
  countryCodes: readonly CountryCodeRule[],
): Record<string, Problem | undefined> {
  const countryCode = countryCodes.find((code) => code.id === details.countryCodeId)
  return {
    salutationId: salutationProblem(details.salutationId),
    firstName: firstNameProblem(details.firstName),
    lastName: surnameProblem(details.lastName),
    emailAddress: emailProblem(details.emailAddress),
    countryCodeId: countryCode ? undefined : countryCodeProblem(null),
    mobilePhone: countryCode ? phoneProblem(details.mobilePhone, countryCode, 'registration') : undefined,
    birthdayMonth: birthMonthProblem(details.birthdayMonth),
  }
}

/** Step 2's problems: the address rules and the proof documents of a chosen membership type. */
export function addressStepProblems(address: RegistrationAddress): Record<string, Problem | undefined> {
  return {
    ...addressProblems(address),
    addressDocumentId:
      registrationDocumentsProblem(address.propertyOwnership, address.addressDocumentId) ??
      fileCountProblem(uploadRules.document, address.addressDocumentId.length),
  }
}

/** Step 3's problems apart from the password (and its confirmation, which only the form has). */
export function preferencesProblems(preferences: RegistrationPreferences): Record<string, Problem | undefined> {
  return {
    defaultLangId: languagePreferenceProblem(preferences.defaultLangId),
    tncAcceptance: consentProblem(preferences),
  }
}

/** The final registration payload with the rules of every step (details, address, preferences). */
export function registrationSchema(countryCodes: readonly CountryCodeRule[]) {
  return registrationRequest.narrow((registration, ctx) =>
    rejectProblems(ctx, {
      ...detailsProblems(registration, countryCodes),
      ...addressStepProblems(registration),
      ...preferencesProblems(registration),
      referralCode: referralCodeProblem(registration.referralCode, false),
      password: passwordProblem(registration.password),
    }),
  )
}

/**
 * The p-member payload. When the referral carries an estate, the server fills in the estate
 * and its address, so only the fields the member typed are checked here.
 */
export function pMemberRegistrationSchema(countryCodes: readonly CountryCodeRule[]) {
  return pMemberRegistrationRequest.narrow((registration, ctx) =>
    rejectProblems(ctx, {
      ...detailsProblems(registration, countryCodes),
      ...preferencesProblems(registration),
      referralCode: referralCodeProblem(registration.referralCode, true),
    }),
  )
}

export const registerAnswer = type({ memberId: 'string' })
export type RegisterAnswer = typeof registerAnswer.infer

/** checkAccountExisting: one e-mail address, or one phone with its country code. */
export const accountExistingQuery = type({
  'emailAddress?': emailAddressInput,
  'mobilePhone?': phoneNumberInput,
  'countryCodeId?': referenceId,
}).narrow((query, ctx) => {
  if (query.emailAddress !== undefined) return rejectProblems(ctx, { emailAddress: emailProblem(query.emailAddress) })
  return (
    (query.mobilePhone !== undefined && query.countryCodeId !== undefined) ||
    ctx.reject({ message: 'common.invalid-input', relativePath: ['emailAddress'] })
  )
})
export type AccountExistingQuery = typeof accountExistingQuery.infer
export const accountExistingAnswer = type({ memberExisting: 'boolean' })
export type AccountExistingAnswer = typeof accountExistingAnswer.infer

export type ReferralCodeType = (typeof referralCodeTypes)[number]

export const referralCodeQuery = type({ referralCode: 'string <= 64' })
export const referralCodeAnswer = type({
  type: type.enumerated(...referralCodeTypes),
  details: { sinoEstateId: 'number | null' },
})
export type ReferralCodeAnswer = typeof referralCodeAnswer.infer

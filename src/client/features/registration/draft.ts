import { referenceIds } from '#contract/reference'
import type { PropertyOwnership } from '#contract/rules/address'
import { emptyAddressFields, type AddressFields } from '#contract/rules/address-fields'
import type { ReferralCodeType } from '#contract/schemas/registration'
import type { UploadedFile } from '#client/api/upload-image.ts'
import { readSessionJson, writeSessionJson } from '#client/lib/session-storage.ts'

/** Ordinary registration, or the privilege-member flow under /p-member. */
export type RegistrationKind = 'ordinary' | 'pMember'

/** Step 1 as the member typed it, under the names the registration payload uses. */
export interface DetailsDraft {
  salutationId: number | null
  firstName: string
  lastName: string
  emailAddress: string
  countryCodeId: number
  mobilePhone: string
  birthdayMonth: number | null
  ageRangeId: number | null
  referralCode: string
}

/** What the referral check answered: the tier type and maybe the estate it fixes. */
export interface ReferralDraft {
  type: ReferralCodeType
  sinoEstateId: number | null
}

/** Step 2: the property question, the address and the proof documents. */
export interface AddressDraft extends AddressFields {
  propertyOwnership: PropertyOwnership | null
  documents: UploadedFile[]
}

/** The registration draft, kept for the tab so a reload loses nothing; never a password. */
export interface RegistrationDraft {
  details?: DetailsDraft
  referral?: ReferralDraft | null
  address?: AddressDraft
  /** What is being typed on step 1 or 2 before Next: restored after a reload, trusted by no guard. */
  editing?: { details?: DetailsDraft; address?: AddressDraft }
}

export const emptyDetails: DetailsDraft = {
  salutationId: null,
  firstName: '',
  lastName: '',
  emailAddress: '',
  countryCodeId: referenceIds.defaultCountryCode,
  mobilePhone: '',
  birthdayMonth: null,
  ageRangeId: null,
  referralCode: '',
}

export const emptyAddress: AddressDraft = { ...emptyAddressFields, propertyOwnership: null, documents: [] }

const storageKey = (kind: RegistrationKind) => `registrationDraft:${kind}`
const drafts = new Map<RegistrationKind, RegistrationDraft>()

export function getDraft(kind: RegistrationKind): RegistrationDraft {
  let draft = drafts.get(kind)
  if (!draft) drafts.set(kind, (draft = readSessionJson<RegistrationDraft>(storageKey(kind)) ?? {}))
  return draft
}

export function saveDraft(kind: RegistrationKind, changes: Partial<RegistrationDraft>): void {
  const draft = { ...getDraft(kind), ...changes }
  drafts.set(kind, draft)
  writeSessionJson(storageKey(kind), draft)
}

/** Keeps the values of a step as they are typed. */
export function saveEditing(kind: RegistrationKind, changes: { details?: DetailsDraft; address?: AddressDraft }): void {
  saveDraft(kind, { editing: { ...getDraft(kind).editing, ...changes } })
}

export function clearDraft(kind: RegistrationKind): void {
  drafts.set(kind, {})
  writeSessionJson(storageKey(kind), undefined)
}

/** The screens of each registration kind. */
export const stepPaths = {
  ordinary: ['/$lang/registration', '/$lang/registration/step-2', '/$lang/registration/step-3'],
  pMember: ['/$lang/p-member/registration', '/$lang/p-member/registration/step-2', '/$lang/p-member/registration/step-3'],
} as const

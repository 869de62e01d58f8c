import type { Problem } from '../messages.ts'
import type { CountryCodeItem } from '../reference.ts'
import type { Profile, UpdateProfileRequest, UpgradeFormSummary } from '../schemas/profile.ts'
import { birthDateAfter, birthDateProblems, recordedBirthDateProblems, type BirthDate } from './birth-date.ts'
import { phoneProblem } from './phone.ts'
import { nameMaxLength } from './personal-details.ts'
import { meetsPasswordPolicy } from './password.ts'

/** Chinese surname and given name: optional, at most as long as the English names. */
export function chineseNameProblem(name: string): Problem | undefined {
  return name.length > nameMaxLength ? { key: 'registerError.name-max', params: { digit: nameMaxLength } } : undefined
}

/**
 * The password change form: the current password is required; the new one follows the
 * password policy (here every breach reads as one message) and differs from the current one.
 */
export function passwordChangeProblems(change: { oldPassword: string; newPassword: string }): {
  oldPassword?: Problem
  newPassword?: Problem
} {
  const { oldPassword, newPassword } = change
  const problems: { oldPassword?: Problem; newPassword?: Problem } = {}
  if (oldPassword === '') problems.oldPassword = { key: 'profile.currentPasswordRequired' }
  if (newPassword === '') problems.newPassword = { key: 'profile.newPasswordRequired' }
  else if (!meetsPasswordPolicy(newPassword)) problems.newPassword = { key: 'profile.newPasswordInvalid' }
  else if (newPassword === oldPassword) problems.newPassword = { key: 'profile.oldNewPassword' }
  return problems
}

export const tiers = ['ordinary', 'privilege'] as const

/** The newest upgrade form by creation time is the one that counts; older ones are history. */
export function latestUpgradeForm(forms: readonly UpgradeFormSummary[]): UpgradeFormSummary | undefined {
  let latest: UpgradeFormSummary | undefined
  for (const form of forms) {
    if (!latest || Date.parse(form.createdAt) > Date.parse(latest.createdAt)) latest = form
  }
  return latest
}

/** A pending or applied upgrade form puts a 'pending approval' label on the card. */
export function isAwaitingApproval(forms: readonly UpgradeFormSummary[]): boolean {
  const status = latestUpgradeForm(forms)?.status
  return status === 'pending' || status === 'applied'
}

/** Upgrade is hidden for privilege members and while the latest form is approved, pending or applied. */
export function canApplyForUpgrade(member: Pick<Profile, 'tier' | 'upgradeForms'>): boolean {
  if (member.tier === 'privilege') return false
  const status = latestUpgradeForm(member.upgradeForms)?.status
  return status === undefined || status === 'rejected'
}

type CountryCodeRule = Pick<CountryCodeItem, 'id' | 'content' | 'length'>

/** A new mobile number (the login id) comes with the current password. */
export const phoneChangePasswordProblem = (phoneChanged: boolean, currentPassword: string | undefined): Problem | undefined =>
  phoneChanged && !currentPassword ? { key: 'profile.currentPasswordRequired' } : undefined

/**
 * The rules of an edit that need what is stored, which the schema cannot see: the date of birth
 * with the parts on record (which stay as they are), and a phone number sent without its
 * country code (or a code without its number) against the one it will be used with.
 */
export function storedProfileProblems(
  changes: UpdateProfileRequest,
  stored: BirthDate & { countryCodeId: number; mobilePhone: string },
  countryCodes: readonly CountryCodeRule[],
  today: Date,
): Record<string, Problem | undefined> {
  const countryCodeId = changes.countryCodeId ?? stored.countryCodeId
  const mobilePhone = changes.mobilePhone ?? stored.mobilePhone
  const phoneChanged = countryCodeId !== stored.countryCodeId || mobilePhone !== stored.mobilePhone
  const halfSent = changes.countryCodeId === undefined || changes.mobilePhone === undefined
  const countryCode = countryCodes.find((code) => code.id === countryCodeId)
  const onRecord = recordedBirthDateProblems(changes, stored)
  const dateProblems = birthDateProblems(birthDateAfter(changes, stored), today)
  return {
    birthdayDay: onRecord.birthdayDay ?? dateProblems.birthdayDay,
    birthdayMonth: onRecord.birthdayMonth ?? dateProblems.birthdayMonth,
    birthdayYear: onRecord.birthdayYear ?? dateProblems.birthdayYear,
    ...(phoneChanged && halfSent && countryCode ? { mobilePhone: phoneProblem(mobilePhone, countryCode, 'registration') } : {}),
  }
}

import { type } from 'arktype'

export const tiers = ['ordinary', 'privilege'] as const
export type Tier = (typeof tiers)[number]

export const upgradeStatuses = ['applied', 'pending', 'approved', 'rejected'] as const
export type UpgradeStatus = (typeof upgradeStatuses)[number]

export const upgradeFormSummary = type({
  status: type.enumerated(...upgradeStatuses),
  createdAt: 'string',
})
export type UpgradeFormSummary = typeof upgradeFormSummary.infer

/** The profile of spec section 3; `clubMemberId` is the member ID printed on the card. */
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
})
export type Profile = typeof profile.infer

/** The newest upgrade form by creation time is the one that counts (spec section 3). */
export function latestUpgradeForm(forms: readonly UpgradeFormSummary[]): UpgradeFormSummary | undefined {
  let latest: UpgradeFormSummary | undefined
  for (const form of forms) {
    if (!latest || Date.parse(form.createdAt) > Date.parse(latest.createdAt)) latest = form
  }
  return latest
}

/** A pending or applied upgrade form puts a 'pending approval' label on the card (spec section 4). */
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

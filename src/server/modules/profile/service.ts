import { asc, eq } from 'drizzle-orm'
import type { Profile } from '#contract/schemas/profile'
import { ReturnCode } from '#contract/return-codes'
import type { Db } from '../../db/database.ts'
import { memberInterests, members, upgradeForms } from '../../db/schema.ts'
import { ApiError } from '../../lib/api-error.ts'

/** The emblem of each tier, shown on the membership card. */
const tierIcons = {
  ordinary: '/icons/tier-ordinary.svg',
  privilege: '/icons/tier-privilege.svg',
} as const

export async function getProfile(db: Db, memberId: string): Promise<Profile> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId))
  if (!member) throw new ApiError(ReturnCode.sessionExpired, { key: 'server.sessionExpired' }, { httpStatus: 401 })
  const [forms, interests] = await Promise.all([
    db
      .select({ status: upgradeForms.status, createdAt: upgradeForms.createdAt })
      .from(upgradeForms)
      .where(eq(upgradeForms.memberId, memberId))
      .orderBy(asc(upgradeForms.createdAt)),
    db
      .select({ id: memberInterests.interestId })
      .from(memberInterests)
      .where(eq(memberInterests.memberId, memberId))
      .orderBy(asc(memberInterests.interestId)),
  ])
  return {
    salutationId: member.salutationId,
    firstName: member.firstName,
    lastName: member.lastName,
    chineseName: member.chineseName,
    chineseSurname: member.chineseSurname,
    gender: member.gender === 'M' || member.gender === 'F' ? member.gender : null,
    countryCodeId: member.countryCodeId,
    mobilePhone: member.mobilePhone,
    emailAddress: member.emailAddress,
    birthdayMonth: member.birthdayMonth,
    birthdayYear: member.birthdayYear,
    birthdayDay: member.birthdayDay,
    ageRangeId: member.ageRangeId,
    nationalityId: member.nationalityId,
    defaultLangId: member.defaultLangId,
    tier: member.tier,
    isLiveInSinoProperties: member.isLiveInSinoProperties,
    sinoStaffNumber: member.sinoStaffNumber,
    sinoStaffCompanyId: member.sinoStaffCompanyId,
    clubMemberId: member.clubMemberId,
    iconList: [{ filePath: tierIcons[member.tier] }],
    upgradeForms: forms.map((form) => ({ status: form.status, createdAt: form.createdAt.toISOString() })),
    interests: interests.map((interest) => interest.id),
  }
}

import { eq, sql } from 'drizzle-orm'
import { ReturnCode } from '#contract/return-codes'
import type { Profile, UpdateProfileRequest } from '#contract/schemas/profile'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { memberAddresses, members, oneTimeCodes, privilegeAddresses, upgradeForms } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { addressAnswerOf, addressRow } from './address-row.ts'

/** The emblem of each tier, shown on the membership card. */
const tierIcons = {
  ordinary: '/icons/tier-ordinary.svg',
  privilege: '/icons/tier-privilege.svg',
} as const

const isoOf = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/**
 * Everything the profile pages show, in one statement: the member, the contact and privilege
 * addresses, the upgrade forms, the interests and a phone change waiting for its code.
 */
const profileQuery = preparedPerDatabase((db) =>
  db
    .select({
      member: members,
      contact: memberAddresses,
      privilege: privilegeAddresses,
      forms: sql<{ status: Profile['upgradeForms'][number]['status']; createdAt: string }[]>`coalesce((
        select json_agg(json_build_object('status', f.status, 'createdAt', ${isoOf(sql`f.created_at`)}) order by f.created_at)
        from ${upgradeForms} f where f.member_id = ${members.id}), '[]'::json)`,
      interests: sql<number[]>`coalesce((
        select array_agg(i.interest_id order by i.interest_id) from member_interests i where i.member_id = ${members.id}), '{}')`,
      pendingPhone: sql<{ countryCodeId: number; mobilePhone: string } | null>`(
        select json_build_object('countryCodeId', c.new_country_code_id, 'mobilePhone', c.new_mobile_phone)
        from ${oneTimeCodes} c
        where c.member_id = ${members.id} and c.purpose = 'changePhone' and c.used_at is null
          and c.expires_at > ${sql.placeholder('now')}::timestamptz
        order by c.created_at desc limit 1)`,
    })
    .from(members)
    .leftJoin(memberAddresses, eq(memberAddresses.memberId, members.id))
    .leftJoin(privilegeAddresses, eq(privilegeAddresses.memberId, members.id))
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare('member_profile'),
)

export async function profileOf(db: Db, memberId: string, now: Date): Promise<Profile | undefined> {
  const query = profileQuery(db)
  const [row] = await query.execute({ memberId, now: now.toISOString() })
  if (!row) return undefined
  const { member } = row
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
    upgradeForms: row.forms,
    interests: row.interests.map(Number),
    contactAddress: row.contact ? addressAnswerOf(row.contact) : null,
    privilegeAddress: member.tier === 'privilege' && row.privilege ? addressAnswerOf(row.privilege) : null,
    pendingPhone: row.pendingPhone,
  }
}

/** getProfile: 601 (and HTTP 401) when the member is gone, as for an expired session. */
export async function getProfile(ctx: Pick<ServiceContext, 'db' | 'clock'>, memberId: string): Promise<Profile> {
  const profile = await profileOf(ctx.db, memberId, ctx.clock())
  if (!profile) throw new ApiError(ReturnCode.sessionExpired, { key: 'server.sessionExpired' }, { httpStatus: 401 })
  return profile
}

/**
 * Saves a profile edit, all or nothing: the member's own fields and, when sent, the contact
 * address (which also says whether the member lives in a group property).
 */
export async function saveProfileChanges(
  db: Db,
  memberId: string,
  changes: Omit<UpdateProfileRequest, 'countryCodeId' | 'mobilePhone'>,
  now: Date,
): Promise<void> {
  const { contactAddress, ...fields } = changes
  const trimmed = (name: string | undefined) => (name === undefined ? undefined : name.trim() || null)
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({
        ...fields,
        chineseName: trimmed(fields.chineseName),
        chineseSurname: trimmed(fields.chineseSurname),
        ...(contactAddress ? { isLiveInSinoProperties: contactAddress.isLiveInSinoProperties } : {}),
        updatedAt: now,
      })
      .where(eq(members.id, memberId))
    if (contactAddress) {
      const values = { ...addressRow(contactAddress), updatedAt: now }
      await tx
        .insert(memberAddresses)
        .values({ memberId, ...values, createdAt: now })
        .onConflictDoUpdate({ target: memberAddresses.memberId, set: values })
    }
  })
}

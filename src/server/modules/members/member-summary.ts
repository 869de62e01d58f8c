import { ilike, or, sql, type SQL } from 'drizzle-orm'
import { likeLiteral } from '#server/db/like-pattern.ts'
import { countryCodes, members } from '#server/db/schema.ts'
import { fullName } from './member-records.ts'

/** A search matches the member ID or phone from its start, or any part of a name (the member's country code joined). */
export function memberSearch(q: string): SQL | undefined {
  if (!q) return undefined
  const escaped = likeLiteral(q)
  const digits = q.replace(/[^0-9]/g, '')
  return or(
    ilike(members.clubMemberId, `${escaped}%`),
    // The number as typed locally, or with its country code as the lists show it (+852 9123 4567).
    ...(digits.length >= 3
      ? [
          sql`${members.mobilePhone} like ${`${digits}%`}`,
          sql`regexp_replace(${countryCodes.content}, '[^0-9]', '', 'g') || ${members.mobilePhone} like ${`${digits}%`}`,
        ]
      : []),
    ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, `%${escaped}%`),
    ilike(sql`${members.lastName} || ' ' || ${members.firstName}`, `%${escaped}%`),
    ilike(sql`coalesce(${members.chineseSurname}, '') || coalesce(${members.chineseName}, '')`, `%${escaped}%`),
  )
}

/** A member's phone as the console shows it, with its country code (+852 9123 4567). */
export const phoneOf = (row: { countryCode: string; mobilePhone: string }) => `${row.countryCode} ${row.mobilePhone}`

/** A member's columns as the console shows who they are. */
export const memberSummaryColumns = {
  id: members.id,
  clubMemberId: members.clubMemberId,
  firstName: members.firstName,
  lastName: members.lastName,
  chineseSurname: members.chineseSurname,
  chineseName: members.chineseName,
  tier: members.tier,
  countryCode: countryCodes.content,
  mobilePhone: members.mobilePhone,
  email: members.emailAddress,
}

interface MemberSummaryRow {
  id: string
  clubMemberId: string
  firstName: string
  lastName: string
  chineseSurname: string | null
  chineseName: string | null
  tier: 'ordinary' | 'privilege'
  countryCode: string
  mobilePhone: string
  email: string | null
}

export const memberSummaryOf = (row: MemberSummaryRow) => ({
  id: row.id,
  clubMemberId: row.clubMemberId,
  name: fullName(row),
  chineseName: `${row.chineseSurname ?? ''}${row.chineseName ?? ''}`,
  tier: row.tier,
  phone: phoneOf(row),
  email: row.email,
})

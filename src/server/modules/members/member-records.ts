import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm'
import { nameInOrder } from '#contract/person-name'
import { ReturnCode } from '#contract/return-codes'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { countryCodes, languages, members } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import type { ServerMessage } from '#server/lib/server-messages.ts'

/**
 * Member records: the one place that finds members by id, phone or e-mail address; every write
 * goes through member-store.ts.
 */

/** What verification and recovery need to know of a member. */
export interface Registrant {
  id: string
  status: 'active' | 'suspended' | 'duplicated'
  firstName: string
  lastName: string
  emailAddress: string | null
  countryCodeId: number
  mobilePhone: string
  countryCodeContent: string
  hasPassword: boolean
  firstTimeLogin: boolean
  registrationPending: boolean
  /** The referral code of a registration, used up when its phone is verified. */
  referralCode: string | null
  phoneVerifiedAt: Date | null
  emailVerifiedAt: Date | null
}

export async function findRegistrant(ctx: Pick<ServiceContext, 'db'>, memberId: string): Promise<Registrant | undefined> {
  const [row] = await ctx.db
    .select({
      id: members.id,
      status: members.status,
      firstName: members.firstName,
      lastName: members.lastName,
      emailAddress: members.emailAddress,
      countryCodeId: members.countryCodeId,
      mobilePhone: members.mobilePhone,
      countryCodeContent: countryCodes.content,
      passwordHash: members.passwordHash,
      firstTimeLogin: members.firstTimeLogin,
      registrationPending: members.registrationPending,
      referralCode: members.referralCode,
      phoneVerifiedAt: members.phoneVerifiedAt,
      emailVerifiedAt: members.emailVerifiedAt,
    })
    .from(members)
    .innerJoin(countryCodes, eq(countryCodes.id, members.countryCodeId))
    .where(eq(members.id, memberId))
  if (!row) return undefined
  const { passwordHash, ...registrant } = row
  return { ...registrant, hasPassword: passwordHash !== null }
}

/** 601: no account to go on with (unknown id, or nothing left to verify). */
export const noSuchRecord = (text: ServerMessage = { key: 'accountMessages.memberNotFound' }) =>
  new ApiError(ReturnCode.sessionExpired, text)

/** A duplicated record answers 621, a suspended one 622, both with the customer-service address to ask for help. */
export function assertUsable(ctx: Pick<ServiceContext, 'config'>, member: Pick<Registrant, 'status'>): void {
  const support = { supportEmail: ctx.config.supportEmail }
  const text = { key: 'Login.duplicatedMember', params: { email: support.supportEmail } } as const
  if (member.status === 'duplicated') throw new ApiError(ReturnCode.duplicatedMember, text, { data: support })
  if (member.status === 'suspended') throw new ApiError(ReturnCode.invalidMember, text, { data: support })
}

export async function usableRegistrant(ctx: Pick<ServiceContext, 'db' | 'config'>, memberId: string): Promise<Registrant> {
  const member = await findRegistrant(ctx, memberId)
  if (!member) throw noSuchRecord()
  assertUsable(ctx, member)
  return member
}

/** The number an SMS goes to: +852 and the digits, or the digits alone for 'Others'. */
export const smsNumber = (member: Pick<Registrant, 'countryCodeContent' | 'mobilePhone'>) =>
  member.countryCodeContent.startsWith('+') ? `${member.countryCodeContent}${member.mobilePhone}` : member.mobilePhone

/** The country code an SMS goes to, as the list writes it; none where the member typed the prefix into the number. */
export const smsCountryCode = (member: Pick<Registrant, 'countryCodeContent'>) =>
  member.countryCodeContent.startsWith('+') ? member.countryCodeContent : undefined

export const fullName = (member: Pick<Registrant, 'firstName' | 'lastName'>) => nameInOrder(member.firstName, member.lastName)

/** An active record wins over a suspended one, and both over one marked duplicated. */
const byStatus = sql`array_position(array['active', 'suspended', 'duplicated']::member_status[], ${members.status})`
const samePhone = (countryCodeId: number, phone: string) =>
  and(eq(members.countryCodeId, countryCodeId), eq(members.mobilePhone, phone))
const sameEmail = (email: string) => sql`lower(${members.emailAddress}) = lower(${email})`

/**
 * What a record holds: a phone once it is verified, an e-mail address once it is verified or
 * the account finished (the unique indexes say the same). A claim nobody has proven never
 * stands in the way of another registration.
 */
const holdsPhone = sql`not (${members.registrationPending} and ${members.phoneVerifiedAt} is null) and ${members.status} <> 'duplicated'`
const holdsEmail = sql`not (${members.registrationPending} and ${members.emailVerifiedAt} is null) and ${members.status} <> 'duplicated'`

/** What login needs: the account a country code and phone name (a finished one first); every login asks it. */
const loginMemberQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: members.id,
      status: members.status,
      passwordHash: members.passwordHash,
      firstTimeLogin: members.firstTimeLogin,
      firstName: members.firstName,
      lastName: members.lastName,
      emailAddress: members.emailAddress,
      language: languages.language,
      registrationPending: members.registrationPending,
      phoneVerifiedAt: members.phoneVerifiedAt,
    })
    .from(members)
    .leftJoin(languages, eq(languages.id, members.defaultLangId))
    .where(and(eq(members.countryCodeId, sql.placeholder('countryCodeId')), eq(members.mobilePhone, sql.placeholder('phone'))))
    // Registrations that have not verified the phone may share it; the record that holds it comes first.
    .orderBy(asc(sql`not (${holdsPhone})`), asc(byStatus))
    .limit(1)
    .prepare('login_member'),
)

export async function findLoginMember(db: Db, countryCodeId: number, phone: string) {
  const [member] = await loginMemberQuery(db).execute({ countryCodeId, phone })
  return member
}
export type LoginMember = NonNullable<Awaited<ReturnType<typeof findLoginMember>>>

/** The finished account of a phone (forgot password), or undefined. */
export async function finishedMemberIdByPhone(db: Db, countryCodeId: number, phone: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(samePhone(countryCodeId, phone), eq(members.registrationPending, false)))
    .orderBy(asc(byStatus))
    .limit(1)
  return row?.id
}

/** Whether some member holds this phone, or this e-mail address (case aside), leaving one member out. */
export async function contactHeld(
  db: Db,
  contact: { countryCodeId: number; phone: string } | { email: string },
  exceptMemberId?: string,
): Promise<boolean> {
  const condition: SQL | undefined =
    'email' in contact
      ? and(sameEmail(contact.email), holdsEmail)
      : and(samePhone(contact.countryCodeId, contact.phone), holdsPhone)
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(condition, exceptMemberId ? ne(members.id, exceptMemberId) : undefined))
    .limit(1)
  return row !== undefined
}

/**
 * Unfinished registrations that claimed a phone or an e-mail address a member has just proven,
 * without proving their own phone: they can never finish now, so they go. Only someone who
 * controls the phone or the address can set this off.
 */
export async function dropUnprovenClaims(
  db: Pick<Db, 'delete'>,
  memberId: string,
  contact: { countryCodeId: number; phone: string } | { email: string },
): Promise<void> {
  await db
    .delete(members)
    .where(
      and(
        'email' in contact ? sameEmail(contact.email) : samePhone(contact.countryCodeId, contact.phone),
        eq(members.registrationPending, true),
        isNull(members.phoneVerifiedAt),
        ne(members.id, memberId),
      ),
    )
}

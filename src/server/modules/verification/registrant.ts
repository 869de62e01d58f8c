import { eq } from 'drizzle-orm'
import { ReturnCode } from '#contract/return-codes'
import type { ServiceContext } from '../../context.ts'
import { countryCodes, members } from '../../db/schema.ts'
import { ApiError } from '../../lib/api-error.ts'
import type { ServerMessage } from '../../lib/server-messages.ts'

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

/** A duplicated record answers 621, a suspended one 622, with the customer-service address (spec section 8). */
export function assertUsable(ctx: Pick<ServiceContext, 'config'>, member: Registrant): void {
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

export const fullName = (member: Pick<Registrant, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`

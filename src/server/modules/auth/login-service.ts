import { asc, eq, and, sql } from 'drizzle-orm'
import type { LoginAnswer, LoginRequest } from '#contract/schemas/auth'
import { langs } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import { members, languages } from '../../db/schema.ts'
import type { ServiceContext } from '../../context.ts'
import { ApiError } from '../../lib/api-error.ts'
import { verifyDecoy, verifyPassword } from '../../lib/passwords.ts'
import { serverText } from '../../lib/server-messages.ts'
import { accountKey, addressKey, clearFailures, forgiveAttempt, reserveAttempt, throttlePolicies } from './login-throttle.ts'
import { createSession } from './sessions.ts'

export interface LoginClient {
  ip: string
  userAgent: string | undefined
}

type LoginMember = {
  id: string
  status: 'active' | 'suspended' | 'duplicated'
  passwordHash: string | null
  firstTimeLogin: boolean
  firstName: string
  lastName: string
  emailAddress: string | null
  language: string | null
  registrationPending: boolean
}

/**
 * Logs a member in by country code, phone and password (spec sections 4 and 8):
 * 617 no such account, 611 wrong password, 621 duplicated record, 622 invalid account,
 * 609 first login of a migrated member; 617 too for a registration not yet finished. Attempts are throttled per account and address.
 */
export async function login(ctx: ServiceContext, input: LoginRequest, client: LoginClient): Promise<LoginAnswer> {
  const now = ctx.clock()
  const account = accountKey(input.countryCode, input.phoneNumber)
  const address = addressKey(client.ip)
  const addressTry = await reserveAttempt(ctx.db, address, throttlePolicies.address, now)
  if (addressTry.paused) throw tooManyAttempts(addressTry.retryAfterSeconds)
  const accountTry = await reserveAttempt(ctx.db, account, throttlePolicies.account, now)
  if (accountTry.paused) {
    await forgiveAttempt(ctx.db, address, throttlePolicies.address, now)
    throw tooManyAttempts(accountTry.retryAfterSeconds)
  }

  const member = await findLoginMember(ctx, input.countryCode, input.phoneNumber)
  // A registration not finished (e-mail link not opened, p-member password not set) is no account yet.
  if (!member || member.registrationPending) {
    await verifyDecoy(input.password)
    throw new ApiError(ReturnCode.accountNotFound, { key: 'Login.passwordIdError' })
  }
  const passwordMatches = member.passwordHash ? await verifyPassword(member.passwordHash, input.password) : member.firstTimeLogin
  if (!passwordMatches) {
    if (accountTry.failures === throttlePolicies.account.freeFailures) tellOfPause(ctx, member, accountTry.failures)
    throw new ApiError(ReturnCode.wrongPassword, { key: 'Login.passwordError' })
  }
  await clearFailures(ctx.db, account)
  await forgiveAttempt(ctx.db, address, throttlePolicies.address, now)

  const support = { supportEmail: ctx.config.supportEmail }
  if (member.status === 'duplicated') {
    throw new ApiError(ReturnCode.duplicatedMember, { key: 'Login.duplicatedMember', params: { email: support.supportEmail } }, { data: support })
  }
  if (member.status === 'suspended') {
    throw new ApiError(ReturnCode.invalidMember, { key: 'Login.duplicatedMember', params: { email: support.supportEmail } }, { data: support })
  }
  if (member.firstTimeLogin) {
    throw new ApiError(ReturnCode.firstTimeLogin, { key: 'Login.firstTimeTitle' }, { data: { id: member.id } })
  }

  const session = await createSession(ctx.db, {
    memberId: member.id,
    ttlDays: ctx.config.sessionTtlDays,
    now,
    userAgent: client.userAgent,
    ipAddress: client.ip,
  })
  return { token: session.token, id: member.id }
}

const tooManyAttempts = (seconds: number) =>
  new ApiError(
    ReturnCode.tooManyRequests,
    { key: 'Login.tooManyAttempts', params: { seconds } },
    { httpStatus: 429, headers: { 'retry-after': String(seconds) } },
  )

/** An active record wins over a suspended one, and both over one marked duplicated. */
async function findLoginMember(ctx: ServiceContext, countryCodeId: number, phone: string): Promise<LoginMember | undefined> {
  const [member] = await ctx.db
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
    })
    .from(members)
    .leftJoin(languages, eq(languages.id, members.defaultLangId))
    .where(and(eq(members.countryCodeId, countryCodeId), eq(members.mobilePhone, phone)))
    .orderBy(asc(sql`array_position(array['active', 'suspended', 'duplicated']::member_status[], ${members.status})`))
    .limit(1)
  return member
}

/** The first pause of an account is told to its owner by e-mail: someone may be guessing. */
function tellOfPause(ctx: ServiceContext, member: LoginMember, failures: number): void {
  if (!member.emailAddress) return
  const lang = langs.find((l) => l === member.language) ?? 'en'
  ctx.notifier.sendInBackground({
    channel: 'email',
    to: member.emailAddress,
    subject: serverText(lang, { key: 'mail.loginLockedSubject' }),
    body: serverText(lang, {
      key: 'mail.loginLockedBody',
      params: { name: `${member.firstName} ${member.lastName}`, count: failures, email: ctx.config.supportEmail },
    }),
  })
}

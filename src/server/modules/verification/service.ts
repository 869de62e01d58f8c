import { and, eq, isNull } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import { phoneProblem } from '#contract/rules/phone'
import type {
  EmailVerificationAnswer,
  EmailVerificationQuery,
  FirstTimeKeyAnswer,
  FirstTimeLoginRequest,
  ForgetPasswordAnswer,
  OtpVerifyRequest,
  ResendEmailRequest,
  ResendOtpAnswer,
  ResendOtpRequest,
  SendEmailRequest,
} from '#contract/schemas/verification'
import { emailProblem } from '#contract/rules/personal-details'
import type { ServiceContext } from '#server/context.ts'
import { violatedUniqueConstraint } from '#server/db/errors.ts'
import { emailLinks } from '#server/db/schema.ts'
import { watchAddressFailures, type Caller, type FailureKind } from '#server/shared-state/address-limits.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { fieldErrors } from '#server/lib/field-errors.ts'
import { listDropDown } from '#server/db/reference-lists.ts'
import { findUsableReferral, useReferral } from '../referrals/index.ts'
import { holdsFirstTimeKey, issueVerifiedKey, latestLinkAddress, openLink, sendEmailLink } from './email-links.ts'
import { checkCode, sendCode } from './one-time-codes.ts'
import {
  assertUsable,
  contactHeld,
  dropUnprovenClaims,
  finishedMemberIdByPhone,
  findRegistrant,
  noSuchRecord,
  usableRegistrant,
  type Registrant,
  markEmailVerified,
  markPhoneVerified,
} from '../members/index.ts'

/**
 * An ask for a code or an e-mail that names no account, or one it does not apply to, counts
 * against the client address; asks that are sent are bounded per number and per member.
 */
const isRefusedAsk = (error: unknown) =>
  error instanceof ApiError && error.httpStatus < 500 && error.returnCode !== ReturnCode.tooManyRequests

const watchAsks = <T>(ctx: ServiceContext, kind: FailureKind, caller: Caller, ask: () => Promise<T>): Promise<T> =>
  watchAddressFailures(ctx, kind, caller, isRefusedAsk, ask)

/** What each kind of code needs of the member: a registration not yet phone-verified, a migrated member, a finished account. */
function assertCodeApplies(member: Registrant, type: OtpVerifyRequest['type']): void {
  const applies =
    type === 'register'
      ? member.registrationPending && member.phoneVerifiedAt === null
      : type === 'firstTimeLogin'
        ? member.firstTimeLogin
        : !member.registrationPending
  if (!applies) throw noSuchRecord({ key: 'accountMessages.nothingToVerify' })
}

/**
 * otpVerify. register: the phone is verified and the e-mail link goes out; firstTimeLogin:
 * answers the key that lets the member give an e-mail address; forgetPassword: answers the
 * reset key (610).
 */
export async function verifyOtp(
  ctx: ServiceContext,
  request: OtpVerifyRequest,
  caller: Caller,
): Promise<ForgetPasswordAnswer | FirstTimeKeyAnswer | null> {
  const member = await findRegistrant(ctx, request.memberId)
  if (!member) throw new ApiError(ReturnCode.otpIncorrect, { key: 'registerError.error-verify' })
  assertUsable(ctx, member)
  assertCodeApplies(member, request.type)
  const referralCode = request.type === 'register' ? member.referralCode : null
  // A referral someone else used up meanwhile answers 623 before the code is spent.
  if (referralCode) await findUsableReferral(ctx.db, referralCode)
  await checkCode(ctx, member.id, request.type, request.token, caller)
  const now = ctx.clock()
  if (request.type === 'forgetPassword') return { forgetPasswordToken: await issueVerifiedKey(ctx, member.id, 'forgetPassword') }
  await ctx.db
    .transaction(async (tx) => {
      if (referralCode) await useReferral(tx, referralCode, member.id, now)
      await markPhoneVerified(tx, member.id, now)
      await dropUnprovenClaims(tx, member.id, { countryCodeId: member.countryCodeId, phone: member.mobilePhone })
    })
    .catch((error: unknown) => {
      // Another registration of this phone proved it first.
      if (violatedUniqueConstraint(error) === 'members_held_phone_key') {
        throw new ApiError(ReturnCode.otpIncorrect, { key: 'registerError.mobile-unique' })
      }
      throw error
    })
  if (request.type === 'firstTimeLogin') {
    return { firstTimeKey: await issueVerifiedKey(ctx, member.id, 'firstTimeEmail'), emailAddress: member.emailAddress }
  }
  if (request.type === 'register' && member.emailAddress) {
    // A p-member registers without a password: the link leads to setting one.
    await sendEmailLink(ctx, member, member.hasPassword ? 'verifyAccount' : 'setPassword', member.emailAddress, request.language)
  }
  return null
}

/** resendOtp: by member id, or for a forgotten password by country code and phone (601 when not registered). */
export async function resendOtp(ctx: ServiceContext, request: ResendOtpRequest, caller: Caller): Promise<ResendOtpAnswer> {
  return watchAsks(ctx, 'code-ask', caller, async () => {
    const member = request.memberId
      ? await usableRegistrant(ctx, request.memberId)
      : await memberByPhone(ctx, request.countryCode ?? 0, request.phoneNumber ?? '')
    assertCodeApplies(member, request.type)
    await sendCode(ctx, member, request.type, request.language)
    return { memberId: member.id }
  })
}

/** The account a forgot-password request names: 623 for a number that cannot be one, 601 for one with no account. */
async function memberByPhone(ctx: ServiceContext, countryCodeId: number, phone: string): Promise<Registrant> {
  const countryCode = (await listDropDown(ctx.db, 'COUNTRY_CODE')).find((code) => code.id === countryCodeId)
  if (!countryCode || phoneProblem(phone, countryCode, 'registration')) {
    throw new ApiError(ReturnCode.invalidReferral, { key: 'accountMessages.invalidMobile' })
  }
  const id = await finishedMemberIdByPhone(ctx.db, countryCodeId, phone)
  const member = id && (await findRegistrant(ctx, id))
  if (!member) throw noSuchRecord({ key: 'accountMessages.mobileNotRegistered' })
  assertUsable(ctx, member)
  return member
}

/** firstTimeLogin: after a 609, the first-time code goes to the member's phone. */
export async function startFirstTimeLogin(ctx: ServiceContext, request: FirstTimeLoginRequest, caller: Caller): Promise<void> {
  await watchAsks(ctx, 'code-ask', caller, async () => {
    const member = await usableRegistrant(ctx, request.memberId)
    assertCodeApplies(member, 'firstTimeLogin')
    await sendCode(ctx, member, 'firstTimeLogin', request.language)
  })
}

/** An address no other account uses (case aside); the member's own is fine. */
async function assertEmailFree(ctx: ServiceContext, memberId: string, emailAddress: string, lang: Lang): Promise<void> {
  if (await contactHeld(ctx.db, { email: emailAddress }, memberId))
    throw fieldErrors(lang, { emailAddress: { key: 'registerError.email-unique' } })
}

/**
 * The first-time member's e-mail step: only with the key their verified first-time code
 * answered, since the member id alone is no secret (login 609 answers it).
 */
async function firstTimeMember(ctx: ServiceContext, memberId: string, firstTimeKey: string): Promise<Registrant> {
  const member = await usableRegistrant(ctx, memberId)
  if (!member.firstTimeLogin) throw noSuchRecord({ key: 'accountMessages.nothingToVerify' })
  if (!(await holdsFirstTimeKey(ctx, member.id, firstTimeKey))) throw noSuchRecord({ key: 'accountMessages.phoneNotVerified' })
  return member
}

/** sendEmail: the first-time member's address gets a link to verify it and set a password. */
export async function sendFirstTimeEmail(
  ctx: ServiceContext,
  request: SendEmailRequest,
  lang: Lang,
  caller: Caller,
): Promise<void> {
  await watchAsks(ctx, 'email-ask', caller, async () => {
    const member = await firstTimeMember(ctx, request.memberId, request.firstTimeKey)
    const emailAddress = request.emailAddress.trim()
    await assertEmailFree(ctx, member.id, emailAddress, lang)
    await sendEmailLink(ctx, member, 'firstTimeLogin', emailAddress, request.language ?? lang)
  })
}

/** resendEmail: the registration link or the first-time link again (622/621 for unusable accounts). */
export const resendEmail = (ctx: ServiceContext, request: ResendEmailRequest, caller: Caller): Promise<void> =>
  watchAsks(ctx, 'email-ask', caller, () => emailAgain(ctx, request))

async function emailAgain(ctx: ServiceContext, request: ResendEmailRequest): Promise<void> {
  if (request.type === 'firstTimeLogin') {
    const member = await firstTimeMember(ctx, request.memberId, request.firstTimeKey ?? '')
    const given = request.emailAddress?.trim()
    if (given) {
      const problem = emailProblem(given)
      if (problem) throw fieldErrors(request.language, { emailAddress: problem })
      await assertEmailFree(ctx, member.id, given, request.language)
    }
    const emailAddress = given || (await latestLinkAddress(ctx, member.id, 'firstTimeLogin'))
    if (!emailAddress) throw noSuchRecord({ key: 'accountMessages.nothingToVerify' })
    return sendEmailLink(ctx, member, 'firstTimeLogin', emailAddress, request.language)
  }
  const member = await usableRegistrant(ctx, request.memberId)
  // A p-member who opened the link but let the password form lapse needs another link too.
  const waiting = member.hasPassword ? member.emailVerifiedAt === null : true
  if (!member.registrationPending || !member.phoneVerifiedAt || !waiting || !member.emailAddress) {
    throw noSuchRecord({ key: 'accountMessages.nothingToVerify' })
  }
  await sendEmailLink(ctx, member, member.hasPassword ? 'verifyAccount' : 'setPassword', member.emailAddress, request.language)
}

/**
 * emailVerification: opens a link once. verifyUserAccount ends an ordinary registration;
 * verifyUser leads on to setting a password (p-member registration or first-time login).
 * Opening and its effect are one transaction, so a refused effect leaves the link unopened.
 */
export async function verifyEmailLink(ctx: ServiceContext, query: EmailVerificationQuery): Promise<EmailVerificationAnswer> {
  const purposes =
    query.type === 'verifyUserAccount' ? (['verifyAccount'] as const) : (['setPassword', 'firstTimeLogin'] as const)
  const now = ctx.clock()
  return ctx.db
    .transaction(async (tx): Promise<EmailVerificationAnswer> => {
      const link = await openLink(tx, now, query.emailAuthKey, purposes)
      // The address is the member's once they have shown they can read it; a verified link
      // ends an ordinary registration, and the first-time e-mail step is over.
      const emailAddress = await markEmailVerified(tx, link.memberId, now, {
        finishesRegistration: link.purpose === 'verifyAccount',
        emailAddress: link.purpose === 'firstTimeLogin' ? link.emailAddress : null,
      })
      if (emailAddress) await dropUnprovenClaims(tx, link.memberId, { email: emailAddress })
      if (link.purpose !== 'firstTimeLogin') return { page: 'registration' }
      // Its key sends no more links.
      await tx
        .update(emailLinks)
        .set({ usedAt: now })
        .where(and(eq(emailLinks.memberId, link.memberId), eq(emailLinks.purpose, 'firstTimeEmail'), isNull(emailLinks.usedAt)))
      return { page: 'firstTimeLogin' }
    })
    .catch((error: unknown) => {
      // Another member proved the address first.
      if (violatedUniqueConstraint(error) === 'members_held_email_key') {
        throw new ApiError(ReturnCode.otpIncorrect, { key: 'registerError.email-unique' })
      }
      throw error
    })
}

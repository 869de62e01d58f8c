import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import { otpRules, type CodePurpose } from '#contract/verification'
import type { ServiceContext } from '#server/context.ts'
import { oneTimeCodes } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { watchAddressFailures, type Caller } from '#server/shared-state/address-limits.ts'
import { phoneKeyPart } from '#server/lib/personal-key.ts'
import { hourMs, takeSend, throttled } from '#server/shared-state/send-throttle.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { smsCountryCode, smsNumber, type Registrant } from '../members/index.ts'

const minuteMs = 60_000

/** Where a code goes when it is not the member's own number: the new number of a phone change. */
export interface NewPhone {
  countryCodeId: number
  mobilePhone: string
  countryCodeContent: string
}

/**
 * An HMAC with the server's secret (a database copy alone cannot try the million codes),
 * over the row id too, so equal codes never hash alike.
 */
function hashCode(ctx: Pick<ServiceContext, 'config'>, id: string, code: string): string {
  const secret = ctx.config.codeHmacSecret
  if (!secret) throw new Error('No CODE_HMAC_SECRET: one-time codes are hashed only inside the server')
  return createHmac('sha256', secret).update(`${id}:${code}`).digest('hex')
}

/** 6 digits from the operating system's CSPRNG. */
const newCode = (): string => String(randomInt(0, 10 ** otpRules.digits)).padStart(otpRules.digits, '0')

/** The counter of the codes sent to a number, kept under the portal's key. */
export const codeSendKey = (ctx: Pick<ServiceContext, 'config'>, countryCodeId: number, phone: string) =>
  `otp-send:phone:${phoneKeyPart(ctx, countryCodeId, phone)}`

/** Codes per destination number: what a code costs is paid per number. */
const phoneSendRule = { limit: otpRules.sendsPerPhonePerHour, windowMs: hourMs, gapMs: otpRules.resendGapSeconds * 1000 }

/**
 * Sends a new code by SMS: at most one a minute and five an hour per phone. Earlier codes of
 * the same purpose stop working, so only the newest one counts. A phone change's code goes
 * to the new number, which the code's row keeps until the code is entered.
 */
export async function sendCode(
  ctx: ServiceContext,
  member: Registrant,
  purpose: CodePurpose,
  lang: Lang,
  newPhone?: NewPhone,
): Promise<void> {
  const now = ctx.clock()
  const to = newPhone ?? member
  const phoneKey = codeSendKey(ctx, to.countryCodeId, to.mobilePhone)
  const permit = await takeSend(ctx.db, phoneKey, phoneSendRule, now)
  if (!permit.allowed) throw throttled(permit, 'code')
  await ctx.db
    .update(oneTimeCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(oneTimeCodes.memberId, member.id),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
  const code = newCode()
  const id = crypto.randomUUID()
  const expiresAt = new Date(now.getTime() + otpRules.validMinutes * minuteMs)
  await ctx.db.insert(oneTimeCodes).values({
    id,
    memberId: member.id,
    purpose,
    codeHash: hashCode(ctx, id, code),
    createdAt: now,
    expiresAt,
    newCountryCodeId: newPhone?.countryCodeId ?? null,
    newMobilePhone: newPhone?.mobilePhone ?? null,
  })
  await ctx.notifier.send({
    channel: 'sms',
    to: smsNumber(to),
    countryCode: smsCountryCode(to),
    subject: null,
    body: serverText(lang, { key: 'accountNotices.otpSms', params: { code, minutes: otpRules.validMinutes } }),
    expiresAt,
  })
}

const wrongCode = () => new ApiError(ReturnCode.otpIncorrect, { key: 'registerError.error-verify' })
const isWrongCode = (error: unknown) => error instanceof ApiError && error.returnCode === ReturnCode.otpIncorrect

/**
 * Checks a code: the newest of its purpose, unexpired, unused, with fewer than five wrong
 * tries. Every try is counted before the comparison, in one statement, so that guesses sent
 * in parallel cannot pass the limit; a right code gives its try back and is used up.
 */
export async function checkCode(
  ctx: ServiceContext,
  memberId: string,
  purpose: CodePurpose,
  code: string,
  caller: Caller,
): Promise<{ newPhone: { countryCodeId: number; mobilePhone: string } | null }> {
  // A wrong code counts against the client address; the many right ones of a crowd do not.
  return watchAddressFailures(ctx, 'otp-check', caller, isWrongCode, () =>
    checkLatestCode(ctx, memberId, purpose, code, ctx.clock()),
  )
}

async function checkLatestCode(
  ctx: ServiceContext,
  memberId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<{ newPhone: { countryCodeId: number; mobilePhone: string } | null }> {
  const [latest] = await ctx.db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.memberId, memberId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
  if (!latest) throw wrongCode()
  const [counted] = await ctx.db
    .update(oneTimeCodes)
    .set({ wrongTries: sql`${oneTimeCodes.wrongTries} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, latest.id),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.wrongTries, otpRules.maxWrongTries),
      ),
    )
    .returning({
      codeHash: oneTimeCodes.codeHash,
      newCountryCodeId: oneTimeCodes.newCountryCodeId,
      newMobilePhone: oneTimeCodes.newMobilePhone,
    })
  if (!counted) throw wrongCode()
  const matches = timingSafeEqual(Buffer.from(hashCode(ctx, latest.id, code), 'hex'), Buffer.from(counted.codeHash, 'hex'))
  if (!matches) throw wrongCode()
  // Only one of two parallel right answers uses the code.
  const [used] = await ctx.db
    .update(oneTimeCodes)
    .set({ usedAt: now, wrongTries: sql`${oneTimeCodes.wrongTries} - 1` })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id })
  if (!used) throw wrongCode()
  const { newCountryCodeId, newMobilePhone } = counted
  return {
    newPhone:
      newCountryCodeId !== null && newMobilePhone !== null
        ? { countryCodeId: newCountryCodeId, mobilePhone: newMobilePhone }
        : null,
  }
}

/** Codes a day past expiry are of no further use. */
export async function purgeOldCodes(ctx: Pick<ServiceContext, 'db'>, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 24 * hourMs)
  await ctx.db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, before))
}

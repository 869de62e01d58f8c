import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import type { ServiceContext } from '#server/context.ts'
import { isUniqueViolation } from '#server/db/errors.ts'
import { oneTimeCodes } from '#server/db/schema.ts'
import type { Caller } from '#server/shared-state/address-limits.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { fieldErrors } from '#server/lib/field-errors.ts'
import { hourMs, takeSend, throttled } from '#server/shared-state/send-throttle.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { endOtherSessions } from '../auth/index.ts'
import { contactHeld, fullName, smsNumber, usableRegistrant, type Registrant, setLoginPhone } from '../members/index.ts'
import { listDropDown } from '#server/db/reference-lists.ts'
import { checkCode, sendCode, type NewPhone } from '../verification/index.ts'

const mobileTaken = (lang: Lang) => fieldErrors(lang, { mobilePhone: { key: 'registerError.mobile-unique' } })

/** Codes to new numbers a member may have sent in an hour: enough for a typo or two, too few to pump SMS. */
const phoneChangeCodesRule = { limit: 3, windowMs: hourMs }

/**
 * The phone is the login id, so a new number is taken only once the member shows they can read
 * it: a code goes to the new number (the limits of registration codes apply) and the number
 * becomes theirs when the code is entered.
 */
export async function startPhoneChange(
  ctx: ServiceContext,
  memberId: string,
  phone: { countryCodeId: number; mobilePhone: string },
  lang: Lang,
): Promise<void> {
  if (await contactHeld(ctx.db, { countryCodeId: phone.countryCodeId, phone: phone.mobilePhone }, memberId)) {
    throw mobileTaken(lang)
  }
  const permit = await takeSend(ctx.db, `phone-change:member:${memberId}`, phoneChangeCodesRule, ctx.clock())
  if (!permit.allowed) throw throttled(permit, 'code')
  const countryCode = (await listDropDown(ctx.db, 'COUNTRY_CODE')).find((code) => code.id === phone.countryCodeId)
  if (!countryCode) throw fieldErrors(lang, { countryCodeId: { key: 'registerError.country-code-required' } })
  const member = await usableRegistrant(ctx, memberId)
  const newPhone: NewPhone = { ...phone, countryCodeContent: countryCode.content }
  await sendCode(ctx, member, 'changePhone', lang, newPhone)
}

/** The new number waiting for its code, if any. */
async function pendingPhone(ctx: ServiceContext, memberId: string) {
  const [row] = await ctx.db
    .select({ countryCodeId: oneTimeCodes.newCountryCodeId, mobilePhone: oneTimeCodes.newMobilePhone })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.memberId, memberId),
        eq(oneTimeCodes.purpose, 'changePhone'),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, ctx.clock()),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
  return row?.countryCodeId && row.mobilePhone ? { countryCodeId: row.countryCodeId, mobilePhone: row.mobilePhone } : undefined
}

/** resendPhoneChangeCode: a new code to the number waiting for one (601 when none waits). */
export async function resendPhoneChangeCode(ctx: ServiceContext, memberId: string, lang: Lang): Promise<void> {
  const phone = await pendingPhone(ctx, memberId)
  if (!phone) throw new ApiError(ReturnCode.sessionExpired, { key: 'accountMessages.nothingToVerify' })
  await startPhoneChange(ctx, memberId, phone, lang)
}

/**
 * confirmPhoneChange: the right code makes the new number the member's (603 for a wrong one).
 * Every other session ends with it, and the old number and the e-mail address are told: if it
 * was not the member, they hear of it where the one who changed it cannot hide it.
 */
export async function confirmPhoneChange(
  ctx: ServiceContext,
  member: { id: string; tokenHash: string },
  code: string,
  caller: Caller,
  lang: Lang,
) {
  const { newPhone } = await checkCode(ctx, member.id, 'changePhone', code, caller)
  if (!newPhone) throw new ApiError(ReturnCode.otpIncorrect, { key: 'registerError.error-verify' })
  // Someone else may have registered the number since the code was sent.
  if (await contactHeld(ctx.db, { countryCodeId: newPhone.countryCodeId, phone: newPhone.mobilePhone }, member.id)) {
    throw mobileTaken(lang)
  }
  const before = await usableRegistrant(ctx, member.id)
  const now = ctx.clock()
  try {
    await ctx.db.transaction(async (tx) => {
      await setLoginPhone(tx, member.id, newPhone, now)
      await endOtherSessions(tx, member, now)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw mobileTaken(lang)
    throw error
  }
  await tellOfPhoneChange(ctx, before, newPhone.mobilePhone, lang)
}

async function tellOfPhoneChange(ctx: ServiceContext, before: Registrant, newNumber: string, lang: Lang): Promise<void> {
  const params = { ending: newNumber.slice(-4), email: ctx.config.supportEmail }
  await ctx.notifier.sendInBackground({
    channel: 'sms',
    lane: 'security',
    to: smsNumber(before),
    subject: null,
    body: serverText(lang, { key: 'accountNotices.phoneChangedSms', params }),
  })
  if (!before.emailAddress) return
  await ctx.notifier.sendInBackground({
    channel: 'email',
    lane: 'security',
    to: before.emailAddress,
    subject: serverText(lang, { key: 'accountNotices.phoneChangedSubject' }),
    body: serverText(lang, { key: 'accountNotices.phoneChangedBody', params: { ...params, name: fullName(before) } }),
  })
}

import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import { emailLinkRules } from '#contract/verification'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { emailLinks } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { hourMs, takeSend, throttled } from '#server/shared-state/send-throttle.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { fullName, type Registrant } from '../members/index.ts'

export type EmailLinkPurpose = (typeof emailLinks.$inferSelect)['purpose']

const minuteMs = 60_000

/** 256 random bits in the link; only their SHA-256 is stored. */
export const newLinkKey = (): string => randomBytes(emailLinkRules.keyBytes).toString('base64url')
export const hashLinkKey = (key: string): string => createHash('sha256').update(key).digest('hex')

const emailSendRule = {
  limit: emailLinkRules.sendsPerMemberPerHour,
  windowMs: hourMs,
  gapMs: emailLinkRules.resendGapSeconds * 1000,
}

/** The client page each kind of link opens, in the member's language: the paths the old portal's links used. */
const linkPath: Record<'verifyAccount' | 'setPassword' | 'firstTimeLogin', (lang: Lang, key: string) => string> = {
  verifyAccount: (lang, key) => `/${lang}/verifyUserAccount/${key}`,
  setPassword: (lang, key) => `/${lang}/verifyUser/${key}`,
  firstTimeLogin: (lang, key) => `/${lang}/verifyUser/${key}/firstTimeLogin`,
}

/**
 * E-mails a new link (one a minute, five an hour per member); earlier unopened links of the
 * same purpose stop working.
 */
export async function sendEmailLink(
  ctx: ServiceContext,
  member: Registrant,
  purpose: 'verifyAccount' | 'setPassword' | 'firstTimeLogin',
  emailAddress: string,
  lang: Lang,
): Promise<void> {
  const now = ctx.clock()
  const permit = await takeSend(ctx.db, `email-send:member:${member.id}`, emailSendRule, now)
  if (!permit.allowed) throw throttled(permit, 'email')
  await ctx.db
    .update(emailLinks)
    .set({ expiresAt: now })
    .where(
      and(
        eq(emailLinks.memberId, member.id),
        eq(emailLinks.purpose, purpose),
        isNull(emailLinks.verifiedAt),
        gt(emailLinks.expiresAt, now),
      ),
    )
  const key = newLinkKey()
  const expiresAt = new Date(now.getTime() + emailLinkRules.validHours * hourMs)
  await ctx.db.insert(emailLinks).values({
    keyHash: hashLinkKey(key),
    memberId: member.id,
    purpose,
    emailAddress,
    createdAt: now,
    expiresAt,
  })
  const link = `${ctx.config.publicUrl}${linkPath[purpose](lang, key)}`
  const params = { name: fullName(member), hours: emailLinkRules.validHours, link }
  const verifiesAccount = purpose === 'verifyAccount'
  await ctx.notifier.send({
    channel: 'email',
    to: emailAddress,
    subject: serverText(lang, {
      key: verifiesAccount ? 'accountNotices.verifyAccountSubject' : 'accountNotices.setPasswordSubject',
    }),
    body: serverText(lang, {
      key: verifiesAccount ? 'accountNotices.verifyAccountBody' : 'accountNotices.setPasswordBody',
      params,
    }),
    expiresAt,
  })
}

/**
 * The key a verified code hands out, already verified: forgetPassword sets a password once
 * within 30 minutes; firstTimeEmail lets the member give an e-mail address (sendEmail,
 * resendEmail) until the first-time link is opened. A newer key replaces an earlier one.
 */
export async function issueVerifiedKey(
  ctx: ServiceContext,
  memberId: string,
  purpose: 'forgetPassword' | 'firstTimeEmail',
): Promise<string> {
  const now = ctx.clock()
  const minutes = purpose === 'forgetPassword' ? emailLinkRules.setPasswordMinutes : emailLinkRules.firstTimeKeyMinutes
  const key = newLinkKey()
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(emailLinks)
      .set({ expiresAt: now })
      .where(
        and(
          eq(emailLinks.memberId, memberId),
          eq(emailLinks.purpose, purpose),
          isNull(emailLinks.usedAt),
          gt(emailLinks.expiresAt, now),
        ),
      )
    await tx.insert(emailLinks).values({
      keyHash: hashLinkKey(key),
      memberId,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * minuteMs),
      verifiedAt: now,
    })
  })
  return key
}

/** Whether `key` is the member's live first-time key (unexpired, its e-mail step not finished). */
export async function holdsFirstTimeKey(ctx: ServiceContext, memberId: string, key: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ keyHash: emailLinks.keyHash })
    .from(emailLinks)
    .where(
      and(
        eq(emailLinks.keyHash, hashLinkKey(key)),
        eq(emailLinks.memberId, memberId),
        eq(emailLinks.purpose, 'firstTimeEmail'),
        isNull(emailLinks.usedAt),
        gt(emailLinks.expiresAt, ctx.clock()),
      ),
    )
  return row !== undefined
}

const invalidLink = () => new ApiError(ReturnCode.otpIncorrect, { key: 'registerError.error-verify' })

/** Marks an unexpired, unopened link opened; a second opening, or a wrong purpose, is refused (603). */
export async function openLink(db: Db, now: Date, key: string, purposes: readonly EmailLinkPurpose[]) {
  const [link] = await db
    .update(emailLinks)
    .set({ verifiedAt: now })
    .where(
      and(
        eq(emailLinks.keyHash, hashLinkKey(key)),
        inArray(emailLinks.purpose, [...purposes]),
        isNull(emailLinks.verifiedAt),
        gt(emailLinks.expiresAt, now),
      ),
    )
    .returning()
  if (!link) throw invalidLink()
  return link
}

/** Uses a verified key once to set a password, within 30 minutes of its verification. */
export async function useLinkForPassword(ctx: ServiceContext, key: string, purpose: EmailLinkPurpose) {
  const now = ctx.clock()
  const verifiedSince = new Date(now.getTime() - emailLinkRules.setPasswordMinutes * minuteMs)
  const [link] = await ctx.db
    .update(emailLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailLinks.keyHash, hashLinkKey(key)),
        eq(emailLinks.purpose, purpose),
        isNull(emailLinks.usedAt),
        gt(emailLinks.verifiedAt, verifiedSince),
        gt(emailLinks.expiresAt, now),
      ),
    )
    .returning()
  if (!link) throw invalidLink()
  return link
}

/** The address of the member's newest first-time link, to send it again. */
export async function latestLinkAddress(
  ctx: ServiceContext,
  memberId: string,
  purpose: EmailLinkPurpose,
): Promise<string | undefined> {
  const rows = await ctx.db
    .select({ emailAddress: emailLinks.emailAddress, createdAt: emailLinks.createdAt })
    .from(emailLinks)
    .where(and(eq(emailLinks.memberId, memberId), eq(emailLinks.purpose, purpose)))
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  return rows[0]?.emailAddress ?? undefined
}

export async function purgeOldLinks(ctx: Pick<ServiceContext, 'db'>, now: Date): Promise<void> {
  await ctx.db.delete(emailLinks).where(lt(emailLinks.expiresAt, new Date(now.getTime() - 24 * hourMs)))
}

import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import { passwordProblem } from '#contract/rules/password'
import { staffLinkValidHours } from '#contract/rules/staff-admin'
import type { StaffEnrolment, StaffSession } from '#contract/schemas/staff'
import type { StaffSetUp } from '#contract/schemas/staff-admin'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { staffAccounts, staffEnrolmentLinks } from '#server/db/schema.ts'
import { countAddressFailure } from '#server/shared-state/address-limits.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { fieldErrors } from '#server/lib/field-errors.ts'
import { hashPassword, verifyPassword } from '#server/lib/passwords.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { clearFailures, forgiveAttempt, reserveLoginAttempt, throttlePolicies } from '../auth/index.ts'
import { hashLinkKey, newLinkKey } from '../verification/index.ts'
import { recordAudit } from '../audit/index.ts'
import { createStaffSession, endStaffSessions } from './staff-sessions.ts'
import { acceptedStep, newTotpSecret, openSecret, sealSecret, totpOf } from './totp-secrets.ts'

const hourMs = 3_600_000

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The throttle key of a staff account's password checks: sign-in, password change, authenticator enrolment. */
export const staffAccountThrottleKey = (staffId: string) => `staff:${staffId}`

/** Where a set-up link leads: the console's set-up page, the key in the fragment (never sent to a server, nor in a Referer). */
const linkOf = (ctx: Pick<ServiceContext, 'config'>, lang: Lang, key: string) =>
  `${ctx.config.publicUrl}/${lang}/staff/enrol#${key}`

export interface IssuedLink {
  /** The e-mail's job, sent with {@link Notifier.sendQueued} once the transaction commits. */
  job: string | null
  expiresAt: Date
}

/**
 * A new set-up link for the account, inside the caller's transaction: earlier live links of the
 * account stop working, the key's SHA-256 alone is stored, and the e-mail to the account's own
 * address is queued (sent only if the transaction commits). The key is in that e-mail and
 * nowhere else: no answer, log line or audit entry carries it.
 */
export async function issueStaffLink(
  ctx: Pick<ServiceContext, 'config' | 'notifier'>,
  tx: Tx,
  account: { id: string; email: string; name: string },
  purpose: StaffSetUp,
  lang: Lang,
  now: Date,
): Promise<IssuedLink> {
  await tx
    .update(staffEnrolmentLinks)
    .set({ expiresAt: now })
    .where(
      and(
        eq(staffEnrolmentLinks.staffId, account.id),
        isNull(staffEnrolmentLinks.usedAt),
        gt(staffEnrolmentLinks.expiresAt, now),
      ),
    )
  const key = newLinkKey()
  const expiresAt = new Date(now.getTime() + staffLinkValidHours * hourMs)
  await tx
    .insert(staffEnrolmentLinks)
    .values({ keyHash: hashLinkKey(key), staffId: account.id, purpose, createdAt: now, expiresAt })
  const params = { name: account.name, link: linkOf(ctx, lang, key), hours: staffLinkValidHours }
  const job = await ctx.notifier.queue(
    {
      channel: 'email',
      to: account.email,
      subject: serverText(lang, {
        key: purpose === 'invite' ? 'staffConsole.mailInviteSubject' : 'staffConsole.mailAuthenticatorSubject',
      }),
      body: serverText(lang, {
        key: purpose === 'invite' ? 'staffConsole.mailInviteBody' : 'staffConsole.mailAuthenticatorBody',
        params,
      }),
    },
    tx,
  )
  return { job, expiresAt }
}

/** One answer for a key unknown, used, expired, replaced, or of a disabled account. */
const linkInvalid = () => new ApiError(ReturnCode.notFound, { key: 'server.staffLinkInvalid' }, { httpStatus: 404 })

/** The live link of a key, with its account; undefined when it cannot be used. */
async function liveLink(db: Db | Tx, key: string, now: Date, lock = false) {
  const query = db
    .select({ link: staffEnrolmentLinks, account: staffAccounts })
    .from(staffEnrolmentLinks)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffEnrolmentLinks.staffId))
    .where(
      and(
        eq(staffEnrolmentLinks.keyHash, hashLinkKey(key)),
        isNull(staffEnrolmentLinks.usedAt),
        gt(staffEnrolmentLinks.expiresAt, now),
        isNull(staffAccounts.disabledAt),
      ),
    )
  const [row] = lock ? await query.for('update') : await query
  return row
}

/**
 * What a set-up link is for, and the TOTP secret its holder enrols: made when the link is first
 * opened (so that an operator's command needs no key) and kept encrypted with the link, the
 * same on every opening until the link is used.
 */
export async function openStaffLink(ctx: ServiceContext, key: string): Promise<StaffEnrolment> {
  const now = ctx.clock()
  const found = await liveLink(ctx.db, key, now)
  if (!found) throw linkInvalid()
  let sealed = found.link.pendingTotpSecret
  if (!sealed) {
    const [made] = await ctx.db
      .update(staffEnrolmentLinks)
      .set({ pendingTotpSecret: sealSecret(ctx, found.account.id, newTotpSecret()) })
      .where(and(eq(staffEnrolmentLinks.keyHash, found.link.keyHash), isNull(staffEnrolmentLinks.pendingTotpSecret)))
      .returning({ pendingTotpSecret: staffEnrolmentLinks.pendingTotpSecret })
    // Opened twice at once: the other opening's secret stands.
    sealed = made?.pendingTotpSecret ?? (await liveLink(ctx.db, key, now))?.link.pendingTotpSecret ?? null
    if (!sealed) throw linkInvalid()
  }
  const secret = openSecret(ctx, found.account.id, sealed)
  return {
    name: found.account.name,
    email: found.account.email,
    purpose: found.link.purpose,
    totpSecret: secret,
    otpauthUri: totpOf(secret, found.account.email).toString(),
  }
}

export interface EnrolInput {
  key: string
  password: string
  totp: string
}

const wrongCode = (lang: Lang) => fieldErrors(lang, { totp: { key: 'staffConsole.code-wrong' } })

/**
 * Completes a set-up link: an invitation takes the person's new password (the members'
 * policy); an authenticator reset asks for the current one (throttled like sign-in, so a link
 * alone does not let anyone in). The first code of the new authenticator confirms it. In one
 * transaction: the link is used up (a second use finds it gone), the password and the
 * encrypted secret are stored, the account's other links and sessions end, the completion is
 * audited, and a session starts.
 */
export async function completeStaffLink(
  ctx: ServiceContext,
  input: EnrolInput,
  ip: string,
  lang: Lang,
): Promise<{ staff: StaffSession; token: string }> {
  const now = ctx.clock()
  const found = await liveLink(ctx.db, input.key, now)
  if (!found?.link.pendingTotpSecret) throw linkInvalid()
  const { account, link } = found
  let passwordHash: string | undefined
  if (link.purpose === 'invite') {
    const problem = passwordProblem(input.password)
    if (problem) throw fieldErrors(lang, { password: problem })
  } else {
    await checkCurrentPassword(ctx, account, input.password, ip, lang, now)
  }
  const secret = openSecret(ctx, account.id, link.pendingTotpSecret!)
  const step = acceptedStep(secret, input.totp, now)
  if (step === undefined) throw wrongCode(lang)
  if (link.purpose === 'invite') passwordHash = await hashPassword(input.password)
  const staff: StaffSession = { id: account.id, name: account.name, email: account.email, role: account.role }
  const token = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffEnrolmentLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffEnrolmentLinks.keyHash, link.keyHash),
          isNull(staffEnrolmentLinks.usedAt),
          gt(staffEnrolmentLinks.expiresAt, now),
        ),
      )
      .returning({ keyHash: staffEnrolmentLinks.keyHash })
    const [current] = await tx
      .select({ disabledAt: staffAccounts.disabledAt })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, account.id))
      .for('update')
    if (!used || !current || current.disabledAt) throw linkInvalid()
    await tx
      .update(staffAccounts)
      .set({
        ...(passwordHash ? { passwordHash } : {}),
        totpSecret: sealSecret(ctx, account.id, secret),
        totpLastStep: step,
        updatedAt: now,
      })
      .where(eq(staffAccounts.id, account.id))
    await tx
      .update(staffEnrolmentLinks)
      .set({ expiresAt: now })
      .where(
        and(
          eq(staffEnrolmentLinks.staffId, account.id),
          isNull(staffEnrolmentLinks.usedAt),
          gt(staffEnrolmentLinks.expiresAt, now),
        ),
      )
    const sessionsEnded = await endStaffSessions(tx, account.id, now)
    await recordAudit(tx, now, {
      actor: staff,
      action: link.purpose === 'invite' ? 'staff.acceptInvite' : 'staff.enrolAuthenticator',
      target: { kind: 'staff', id: account.id },
      after: { signedIn: true, ...(sessionsEnded ? { sessionsEnded } : {}) },
    })
    return createStaffSession(tx, account.id, now)
  })
  await clearFailures(ctx.db, staffAccountThrottleKey(account.id))
  return { staff, token }
}

/**
 * The current password of a signed-in staff member or of an authenticator enrolment, counted
 * by the sign-in throttle of the account, and a wrong one among the client address's failed
 * sign-ins; a wrong one is a field problem (a 401 would end the console's session).
 */
export async function checkCurrentPassword(
  ctx: ServiceContext,
  account: { id: string; passwordHash: string | null },
  password: string,
  ip: string,
  lang: Lang,
  now: Date,
  field = 'password',
): Promise<void> {
  const key = staffAccountThrottleKey(account.id)
  await reserveLoginAttempt(ctx.db, key, now)
  let right: boolean
  try {
    right = account.passwordHash !== null && (await verifyPassword(account.passwordHash, password))
  } catch (error) {
    if (error instanceof ApiError && error.returnCode === ReturnCode.serviceUnavailable) {
      await forgiveAttempt(ctx.db, key, throttlePolicies.account, now)
    }
    throw error
  }
  if (!right) {
    await countAddressFailure(ctx.db, 'staff-login', ip, now)
    throw fieldErrors(lang, { [field]: { key: 'staffConsole.current-password-wrong' } })
  }
  await clearFailures(ctx.db, key)
}

/** Links a day past their end count for nothing: the hourly clean-up deletes them. */
export async function purgeOldStaffLinks(ctx: Pick<ServiceContext, 'db'>, now: Date): Promise<void> {
  await ctx.db.delete(staffEnrolmentLinks).where(lt(staffEnrolmentLinks.expiresAt, new Date(now.getTime() - 24 * hourMs)))
}

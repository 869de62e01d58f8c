import { asc, eq, sql } from 'drizzle-orm'
import { type } from 'arktype'
import { langs, type Lang } from '#contract/languages'
import { emailProblem, normalizeEmail } from '#contract/rules/personal-details'
import { staffNameProblem } from '#contract/rules/staff-admin'
import type { StaffSession } from '#contract/schemas/staff'
import { staffRoles } from '#contract/rules/staff-admin'
import type { StaffAccount, StaffLinkSent } from '#contract/schemas/staff-admin'
import type { ServiceContext } from '#server/context.ts'
import { isUniqueViolation } from '#server/db/errors.ts'
import type { Db } from '#server/db/database.ts'
import { passkeys, staffAccounts, staffEnrolmentLinks, staffSessions } from '#server/db/schema.ts'
import { problemMessage, serverText, type ServerMessage } from '#server/lib/server-messages.ts'
import { operatorActor, recordAudit, type AuditActor } from '../audit/index.ts'
import { removeEveryPasskey, type PasskeyHolder, passkeysOf } from '../passkeys/index.ts'
import { issueStaffLink, endStaffSessions } from '../staff/index.ts'

/**
 * A new staff account as an operator (npm run staff:create) or an admin makes it: who, and the
 * language of the invitation e-mailed to them. No password: the person chooses their own, and
 * no key other than theirs is accepted (an input naming one is refused, not ignored).
 */
export const newStaffInput = type({
  email: type('string').pipe(normalizeEmail),
  name: 'string',
  role: type.enumerated(...staffRoles),
  'language?': type.enumerated(...langs),
}).onUndeclaredKey('reject')
export type NewStaffInput = typeof newStaffInput.infer

/** A refusal with its words for the console (`text`) and for an operator's terminal (the message). */
export class StaffInputError extends Error {
  override readonly name = 'StaffInputError'
  constructor(
    readonly text: ServerMessage,
    label?: string,
  ) {
    super(label ? `${label}: ${serverText('en', text)}` : serverText('en', text))
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** An account and the link just e-mailed to its person, as the console and the operator's command report it. */
export interface LinkSent {
  id: string
  email: string
  expiresAt: Date
}

/**
 * A staff account with neither password nor authenticator, and an invitation e-mailed to its
 * person, in one transaction with its audit entry: only they can set the account up, so no
 * one else (the admin or operator who made it included) can sign in as them.
 */
export async function createStaffAccount(
  ctx: ServiceContext,
  input: NewStaffInput,
  actor: AuditActor = operatorActor,
): Promise<LinkSent> {
  const emailIssue = emailProblem(input.email)
  if (emailIssue) throw new StaffInputError(problemMessage(emailIssue), 'E-mail')
  const nameIssue = staffNameProblem(input.name)
  if (nameIssue) throw new StaffInputError(problemMessage(nameIssue), 'Name')
  const name = input.name.trim()
  const now = ctx.clock()
  try {
    const { id, link } = await ctx.db.transaction(async (tx) => {
      const [account] = await tx
        .insert(staffAccounts)
        .values({ email: input.email, name, role: input.role, createdAt: now, updatedAt: now })
        .returning({ id: staffAccounts.id })
      if (!account) throw new Error('No staff account was made')
      const link = await issueStaffLink(
        ctx,
        tx,
        { id: account.id, email: input.email, name },
        'invite',
        input.language ?? 'en',
        now,
      )
      await recordAudit(tx, now, {
        actor,
        action: 'staff.create',
        target: { kind: 'staff', id: account.id },
        after: { email: input.email, name, role: input.role, linkExpiresAt: link.expiresAt.toISOString() },
      })
      return { id: account.id, link }
    })
    if (link.job) await ctx.notifier.sendQueued(link.job)
    return { id, email: input.email, expiresAt: link.expiresAt }
  } catch (error) {
    if (isUniqueViolation(error)) throw new StaffInputError({ key: 'server.staffEmailTaken' })
    throw error
  }
}

/** What an account's person still has to set up through a link. */
const pendingOf = (row: { passwordHash: string | null; totpSecret: string | null }): StaffAccount['pending'] =>
  row.passwordHash === null ? 'invite' : row.totpSecret === null ? 'authenticator' : null

const accountColumns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  name: staffAccounts.name,
  role: staffAccounts.role,
  disabledAt: staffAccounts.disabledAt,
  passwordHash: staffAccounts.passwordHash,
  totpSecret: staffAccounts.totpSecret,
  createdAt: staffAccounts.createdAt,
  lastSignInAt: sql<string | null>`(select max(s.created_at) from ${staffSessions} s where s.staff_id = ${staffAccounts.id})`,
  // Written out: drizzle names the outer column without its table, which the passkeys' own id would take.
  passkeys: sql<number>`(select count(*) from ${passkeys} p where p.staff_id = "staff_accounts"."id")::int`,
  passkeyRequired: staffAccounts.passkeyRequired,
}

/** When the account's newest live link ends, at `now`. */
const linkExpiresAt = (now: Date) =>
  sql<string | null>`(select max(l.expires_at) from ${staffEnrolmentLinks} l
    where l.staff_id = ${staffAccounts.id} and l.used_at is null and l.expires_at > ${now.toISOString()}::timestamptz)`

interface AccountRow {
  id: string
  email: string
  name: string
  role: StaffAccount['role']
  disabledAt: Date | null
  passwordHash: string | null
  totpSecret: string | null
  createdAt: Date
  lastSignInAt: string | null
  linkExpiresAt: string | null
  passkeys: number
  passkeyRequired: boolean
}

const accountOf = (row: AccountRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  pending: pendingOf(row),
  linkExpiresAt: row.linkExpiresAt ? new Date(row.linkExpiresAt).toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
  passkeys: row.passkeys,
  passkeyRequired: row.passkeyRequired,
})

/** Every staff account, enabled first, then by name. */
export async function listStaffAccounts(db: Db, now: Date): Promise<StaffAccount[]> {
  const rows = await db
    .select({ ...accountColumns, linkExpiresAt: linkExpiresAt(now) })
    .from(staffAccounts)
    .orderBy(sql`${staffAccounts.disabledAt} is not null`, asc(staffAccounts.name))
  return rows.map(accountOf)
}

export async function staffAccountOf(db: Db, id: string, now: Date): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select({ ...accountColumns, linkExpiresAt: linkExpiresAt(now) })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id))
  return row ? accountOf(row) : undefined
}

/** What the audit log and the e-mail say of an admin's change to an account's passkeys. */
export const staffAccountHolder = (
  actor: AuditActor,
  account: { id: string; name: string; email: string },
  lang: Lang,
): PasskeyHolder => ({
  actor,
  target: { kind: 'staff', id: account.id },
  name: account.name,
  email: account.email,
  language: lang,
})

/**
 * Disables or enables an account. A disabled account's sessions end at once, its passkeys are
 * removed (its person is e-mailed which) and it cannot sign in; an admin never disables their
 * own. Undefined when there is no such account.
 */
export async function setStaffDisabled(
  ctx: ServiceContext,
  actor: StaffSession,
  id: string,
  disabled: boolean,
  lang: Lang,
): Promise<StaffAccount | undefined> {
  if (disabled && actor.id === id) throw new StaffInputError({ key: 'server.ownAccount' })
  const now = ctx.clock()
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await lockedAccount(tx, id)
    if (!before) return undefined
    await tx
      .update(staffAccounts)
      .set({ disabledAt: disabled ? (before.disabledAt ?? now) : null, updatedAt: now })
      .where(eq(staffAccounts.id, id))
    if (disabled) await endStaffSessions(tx, id, now)
    await recordAudit(tx, now, {
      actor,
      action: disabled ? 'staff.disable' : 'staff.enable',
      target: { kind: 'staff', id },
      before: { disabled: before.disabledAt !== null },
      after: { disabled },
    })
    return {
      job: disabled ? await removeEveryPasskey(ctx, tx, staffAccountHolder(actor, before, lang), 'accountDisabled') : null,
    }
  })
  if (changed?.job) await ctx.notifier.sendQueued(changed.job)
  return changed ? staffAccountOf(ctx.db, id, now) : undefined
}

/** The account's row, locked for the change the caller makes in `tx`. */
async function lockedAccount(tx: Tx, id: string) {
  const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update')
  return account
}

/**
 * For a lost authenticator: the account's secret is removed (its codes stop working at once),
 * its passkeys too (a lost device may hold one; the requirement of a passkey is lifted, so that
 * the new authenticator signs in), its sessions end, and its person is e-mailed which passkeys
 * went and a link to enrol a new authenticator (with their password;
 * an account never set up gets a new invitation instead), all in one transaction with the
 * audit entry. No one but the link's holder sees the new secret. Undefined when there is no
 * such account.
 */
export async function resetStaffTotp(
  ctx: ServiceContext,
  actor: StaffSession,
  id: string,
  lang: Lang,
): Promise<StaffLinkSent | undefined> {
  const now = ctx.clock()
  const sent = await ctx.db.transaction(async (tx) => {
    const account = await lockedAccount(tx, id)
    if (!account) return undefined
    await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpLastStep: null, passkeyRequired: false, updatedAt: now })
      .where(eq(staffAccounts.id, id))
    const sessionsEnded = await endStaffSessions(tx, id, now)
    const purpose = account.passwordHash === null ? 'invite' : 'authenticator'
    const link = await issueStaffLink(ctx, tx, account, purpose, lang, now)
    await recordAudit(tx, now, {
      actor,
      action: 'staff.resetTotp',
      target: { kind: 'staff', id },
      before: { pending: pendingOf(account), passkeyRequired: account.passkeyRequired },
      after: { pending: purpose, sessionsEnded, passkeyRequired: false, linkExpiresAt: link.expiresAt.toISOString() },
    })
    const passkeysJob = await removeEveryPasskey(ctx, tx, staffAccountHolder(actor, account, lang), 'authenticatorReset')
    return { email: account.email, link, passkeysJob }
  })
  if (sent?.passkeysJob) await ctx.notifier.sendQueued(sent.passkeysJob)
  return sent && linkSent(ctx, id, sent.email, sent.link, now)
}

/**
 * E-mails a new set-up link to an account whose person has not finished setting it up (a new
 * invitation, or a new authenticator link after a reset): earlier links stop working. An account
 * already set up is refused (its authenticator is reset instead). Undefined when there is no
 * such account.
 */
export async function resendStaffLink(
  ctx: ServiceContext,
  actor: AuditActor,
  id: string,
  lang: Lang,
): Promise<StaffLinkSent | undefined> {
  const now = ctx.clock()
  const sent = await ctx.db.transaction(async (tx) => {
    const account = await lockedAccount(tx, id)
    if (!account) return undefined
    const purpose = pendingOf(account)
    if (!purpose) throw new StaffInputError({ key: 'server.staffSetUpAlready' })
    const link = await issueStaffLink(ctx, tx, account, purpose, lang, now)
    await recordAudit(tx, now, {
      actor,
      action: 'staff.resendLink',
      target: { kind: 'staff', id },
      after: { pending: purpose, linkExpiresAt: link.expiresAt.toISOString() },
    })
    return { email: account.email, link }
  })
  return sent && linkSent(ctx, id, sent.email, sent.link, now)
}

async function linkSent(
  ctx: ServiceContext,
  id: string,
  email: string,
  link: { job: string | null; expiresAt: Date },
  now: Date,
): Promise<StaffLinkSent> {
  if (link.job) await ctx.notifier.sendQueued(link.job)
  const account = await staffAccountOf(ctx.db, id, now)
  if (!account) throw new Error('The staff account went away')
  return { account, sentTo: email, expiresAt: link.expiresAt.toISOString() }
}

/** The operator's command (npm run staff:invite): a new set-up link for an account found by e-mail. */
export const staffLinkInput = type({
  email: type('string').pipe(normalizeEmail),
  'language?': type.enumerated(...langs),
}).onUndeclaredKey('reject')

export async function resendStaffLinkByEmail(ctx: ServiceContext, input: typeof staffLinkInput.infer): Promise<LinkSent> {
  const [account] = await ctx.db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(sql`lower(${staffAccounts.email})`, input.email.toLowerCase()))
  if (!account) throw new StaffInputError({ key: 'server.notFound' }, `No staff account ${input.email}`)
  const sent = await resendStaffLink(ctx, operatorActor, account.id, input.language ?? 'en')
  if (!sent) throw new StaffInputError({ key: 'server.notFound' }, `No staff account ${input.email}`)
  return { id: account.id, email: sent.sentTo, expiresAt: new Date(sent.expiresAt) }
}

/**
 * Whether an account signs in with a passkey only (no TOTP code): required only of an account
 * that holds one, so that nobody is locked out. Undefined when there is no such account.
 */
export async function setPasskeyRequired(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  actor: StaffSession,
  id: string,
  required: boolean,
): Promise<StaffAccount | undefined> {
  const now = ctx.clock()
  const changed = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ passkeyRequired: staffAccounts.passkeyRequired })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, id))
      .for('update')
    if (!before) return false
    if (required && (await passkeysOf(tx, { kind: 'staff', id })).length === 0) {
      throw new StaffInputError({ key: 'server.staffNoPasskey' })
    }
    await tx.update(staffAccounts).set({ passkeyRequired: required, updatedAt: now }).where(eq(staffAccounts.id, id))
    await recordAudit(tx, now, {
      actor,
      action: 'staff.requirePasskey',
      target: { kind: 'staff', id },
      before: { passkeyRequired: before.passkeyRequired },
      after: { passkeyRequired: required },
    })
    return true
  })
  return changed ? staffAccountOf(ctx.db, id, now) : undefined
}

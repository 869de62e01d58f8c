import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { type } from 'arktype'
import { Secret, TOTP } from 'otpauth'
import { emailProblem, normalizeEmail } from '#contract/rules/personal-details'
import { passwordProblem } from '#contract/rules/password'
import { staffNameProblem } from '#contract/rules/staff-admin'
import { staffRoles, type StaffSession } from '#contract/schemas/staff'
import type { StaffAccount } from '#contract/schemas/staff-admin'
import type { ServiceContext } from '#server/context.ts'
import { isUniqueViolation } from '#server/db/errors.ts'
import type { Db } from '#server/db/database.ts'
import { staffAccounts, staffSessions } from '#server/db/schema.ts'
import { hashPassword } from '#server/lib/passwords.ts'
import { problemMessage, serverText, type ServerMessage } from '#server/lib/server-messages.ts'
import { recordAudit } from './audit-log.ts'

/** The issuer an authenticator app shows beside the account. */
const totpIssuer = 'Sino Club staff'

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const totpOf = (secret: string, email = '') =>
  new TOTP({ issuer: totpIssuer, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })

const newTotpSecret = () => new Secret({ size: 20 }).base32

export const newStaffInput = type({
  email: type('string').pipe(normalizeEmail),
  name: 'string',
  role: type.enumerated(...staffRoles),
  password: 'string',
})
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

/** The actor of an operator's command, which no staff account signs. */
const operator = { id: null, email: 'operator' }

type Actor = { id: string | null; email: string }

export interface CreatedStaff {
  id: string
  email: string
  totpSecret: string
  otpauthUri: string
}

/** A staff account with a new TOTP secret; the password follows the members' policy. */
export async function createStaffAccount(
  ctx: ServiceContext,
  input: NewStaffInput,
  actor: Actor = operator,
): Promise<CreatedStaff> {
  const emailIssue = emailProblem(input.email)
  if (emailIssue) throw new StaffInputError(problemMessage(emailIssue), 'E-mail')
  const nameIssue = staffNameProblem(input.name)
  if (nameIssue) throw new StaffInputError(problemMessage(nameIssue), 'Name')
  const passwordIssue = passwordProblem(input.password)
  if (passwordIssue) throw new StaffInputError(problemMessage(passwordIssue), 'Password')
  const secret = newTotpSecret()
  const now = ctx.clock()
  try {
    const [account] = await ctx.db
      .insert(staffAccounts)
      .values({
        email: input.email,
        name: input.name.trim(),
        role: input.role,
        passwordHash: await hashPassword(input.password),
        totpSecret: secret,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: staffAccounts.id })
    if (!account) throw new Error('No staff account was made')
    await recordAudit(ctx.db, now, {
      actor,
      action: 'staff.create',
      target: { kind: 'staff', id: account.id },
      after: { email: input.email, name: input.name.trim(), role: input.role },
    })
    return { id: account.id, email: input.email, totpSecret: secret, otpauthUri: totpOf(secret, input.email).toString() }
  } catch (error) {
    if (isUniqueViolation(error)) throw new StaffInputError({ key: 'server.staffEmailTaken' })
    throw error
  }
}

const accountColumns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  name: staffAccounts.name,
  role: staffAccounts.role,
  disabledAt: staffAccounts.disabledAt,
  createdAt: staffAccounts.createdAt,
  lastSignInAt: sql<string | null>`(select max(s.created_at) from ${staffSessions} s where s.staff_id = ${staffAccounts.id})`,
}

interface AccountRow {
  id: string
  email: string
  name: string
  role: StaffAccount['role']
  disabledAt: Date | null
  createdAt: Date
  lastSignInAt: string | null
}

const accountOf = (row: AccountRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
})

/** Every staff account, enabled first, then by name. */
export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  const rows = await db
    .select(accountColumns)
    .from(staffAccounts)
    .orderBy(sql`${staffAccounts.disabledAt} is not null`, asc(staffAccounts.name))
  return rows.map(accountOf)
}

export async function staffAccountOf(db: Db, id: string): Promise<StaffAccount | undefined> {
  const [row] = await db.select(accountColumns).from(staffAccounts).where(eq(staffAccounts.id, id))
  return row ? accountOf(row) : undefined
}

/**
 * Disables or enables an account. A disabled account's sessions end at once and it cannot sign
 * in; an admin never disables their own. Undefined when there is no such account.
 */
export async function setStaffDisabled(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  actor: StaffSession,
  id: string,
  disabled: boolean,
): Promise<StaffAccount | undefined> {
  if (disabled && actor.id === id) throw new StaffInputError({ key: 'server.ownAccount' })
  const now = ctx.clock()
  const changed = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ disabledAt: staffAccounts.disabledAt })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, id))
      .for('update')
    if (!before) return false
    await tx
      .update(staffAccounts)
      .set({ disabledAt: disabled ? (before.disabledAt ?? now) : null, updatedAt: now })
      .where(eq(staffAccounts.id, id))
    if (disabled) {
      await tx
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)))
    }
    await recordAudit(tx, now, {
      actor,
      action: disabled ? 'staff.disable' : 'staff.enable',
      target: { kind: 'staff', id },
      before: { disabled: before.disabledAt !== null },
      after: { disabled },
    })
    return true
  })
  return changed ? staffAccountOf(ctx.db, id) : undefined
}

/**
 * A new TOTP secret for an account whose authenticator was lost: the old codes stop working
 * and the secret is shown once. The audit log records the reset, never the secret.
 */
export async function resetStaffTotp(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  actor: StaffSession,
  id: string,
): Promise<{ totpSecret: string; otpauthUri: string } | undefined> {
  const secret = newTotpSecret()
  const now = ctx.clock()
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .update(staffAccounts)
      .set({ totpSecret: secret, totpLastStep: null, updatedAt: now })
      .where(eq(staffAccounts.id, id))
      .returning({ email: staffAccounts.email })
    if (!account) return undefined
    await recordAudit(tx, now, { actor, action: 'staff.resetTotp', target: { kind: 'staff', id } })
    return { totpSecret: secret, otpauthUri: totpOf(secret, account.email).toString() }
  })
}

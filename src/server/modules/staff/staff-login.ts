import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { ReturnCode } from '#contract/return-codes'
import type { StaffSession } from '#contract/schemas/staff'
import type { ServiceContext } from '#server/context.ts'
import { staffAccounts } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { clientAddressBucket } from '#server/lib/client-address.ts'
import { verifyDecoy, verifyPassword } from '#server/lib/passwords.ts'
import {
  clearFailures,
  countLoginFailure,
  forgiveAttempt,
  reserveLoginAttempt,
  throttlePolicies,
} from '../auth/login-throttle.ts'
import { recordAudit } from './audit-log.ts'
import { totpOf } from './staff-accounts.ts'
import { createStaffSession } from './staff-sessions.ts'

export interface StaffLoginInput {
  email: string
  password: string
  totp: string
}

/** One answer for every wrong part: which one was wrong would help a guesser. */
const refused = () => new ApiError(ReturnCode.unauthorised, { key: 'server.staffSignInFailed' }, { httpStatus: 401 })

/**
 * The time step of a code the authenticator made now, a step before or a step after (clock
 * drift), or undefined.
 */
function acceptedStep(secret: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 })
  return delta === null ? undefined : Math.floor(now.getTime() / 30_000) + delta
}

/**
 * Staff sign-in by e-mail, password and TOTP code, throttled like member login (per account
 * and per client address). A code is accepted once: the step it belongs to must be later
 * than the last one accepted, checked and stored in one statement.
 */
export async function staffLogin(
  ctx: ServiceContext,
  input: StaffLoginInput,
  ip: string,
): Promise<{ staff: StaffSession; token: string }> {
  const now = ctx.clock()
  const account = `staff:${input.email}`
  const address = `staff-address:${clientAddressBucket(ip)}`
  await reserveLoginAttempt(ctx.db, { account, address }, now)
  try {
    const staff = await checkStaffLogin(ctx, input, now)
    await clearFailures(ctx.db, account)
    const token = await createStaffSession(ctx.db, staff.id, now)
    await recordAudit(ctx.db, now, { actor: staff, action: 'staff.signIn', target: { kind: 'staff', id: staff.id } })
    return { staff, token }
  } catch (error) {
    if (error instanceof ApiError && error.returnCode === ReturnCode.serviceUnavailable) {
      // A password check the server was too busy to make is no failed guess.
      await forgiveAttempt(ctx.db, account, throttlePolicies.account, now)
    } else if (error instanceof ApiError && error.returnCode === ReturnCode.unauthorised) {
      await countLoginFailure(ctx.db, address, ctx.config.addressLimits.loginFailures, now)
      await recordAudit(ctx.db, now, { actor: { id: null, email: input.email }, action: 'staff.signInRefused' })
    }
    throw error
  }
}

async function checkStaffLogin(ctx: ServiceContext, input: StaffLoginInput, now: Date): Promise<StaffSession> {
  const [found] = await ctx.db
    .select()
    .from(staffAccounts)
    .where(eq(sql`lower(${staffAccounts.email})`, input.email.toLowerCase()))
  if (!found || found.disabledAt) {
    await verifyDecoy(input.password)
    throw refused()
  }
  if (!(await verifyPassword(found.passwordHash, input.password))) throw refused()
  const step = acceptedStep(found.totpSecret, input.totp, now)
  if (step === undefined) throw refused()
  const [accepted] = await ctx.db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, found.id), or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step))))
    .returning({ id: staffAccounts.id })
  if (!accepted) throw refused()
  return { id: found.id, name: found.name, email: found.email, role: found.role }
}

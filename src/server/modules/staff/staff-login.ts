import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { ReturnCode } from '#contract/return-codes'
import type { StaffSession } from '#contract/schemas/staff'
import type { ServiceContext } from '#server/context.ts'
import { staffAccounts } from '#server/db/schema.ts'
import { watchAddressFailures, type Caller } from '#server/shared-state/address-limits.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { verifyDecoy, verifyPassword } from '#server/lib/passwords.ts'
import { personalKeyPart } from '#server/lib/personal-key.ts'
import { clearFailures, forgiveAttempt, reserveLoginAttempt, throttlePolicies } from '../auth/index.ts'
import { PasskeyRefused, verifiedAssertion } from '../passkeys/index.ts'
import { recordAudit } from '../audit/index.ts'
import { staffAccountThrottleKey } from './enrolment-links.ts'
import { createStaffSession } from './staff-sessions.ts'
import { acceptedStep, openSecret } from './totp-secrets.ts'

/** The second factor after the password: the authenticator app's code, or one of the account's passkeys. */
type SecondFactor = { totp: string } | { passkey: AuthenticationResponseJSON }

export type StaffLoginInput = { email: string; password: string } & SecondFactor

/** One answer for every wrong part: which one was wrong would help a guesser. */
const refused = (input: SecondFactor) =>
  new ApiError(
    ReturnCode.unauthorised,
    { key: 'passkey' in input ? 'server.staffPasskeySignInFailed' : 'server.staffSignInFailed' },
    { httpStatus: 401 },
  )

type StaffRow = typeof staffAccounts.$inferSelect

/**
 * Staff sign-in by e-mail, password and TOTP code (or one of the account's passkeys; an account
 * an admin requires a passkey of is refused with a code), throttled like member login: paused per
 * account, and the client address's failures ask its further tries for proof of effort. The
 * account's counter is keyed by the account itself, found as sign-in finds it (the e-mail in any
 * case), so `Reviewer@…` and `REVIEWER@…` count as one; an e-mail with no account counts by its
 * lower-case form, hashed. A code is accepted once: the step it belongs
 * to must be later than the last one accepted, checked and stored in one statement.
 */
export const staffLogin = (ctx: ServiceContext, input: StaffLoginInput, caller: Caller) =>
  watchAddressFailures(ctx, 'staff-login', caller, isRefused, () => signIn(ctx, input))

const isRefused = (error: unknown) => error instanceof ApiError && error.returnCode === ReturnCode.unauthorised

async function signIn(ctx: ServiceContext, input: StaffLoginInput): Promise<{ staff: StaffSession; token: string }> {
  const now = ctx.clock()
  const email = input.email.toLowerCase()
  const [found] = await ctx.db
    .select()
    .from(staffAccounts)
    .where(eq(sql`lower(${staffAccounts.email})`, email))
  const account = found ? staffAccountThrottleKey(found.id) : `staff-unknown:${personalKeyPart(ctx, email)}`
  await reserveLoginAttempt(ctx.db, account, now)
  try {
    const staff = await checkStaffLogin(ctx, found, input, now)
    await clearFailures(ctx.db, account)
    const token = await ctx.db.transaction(async (tx) => {
      await recordAudit(tx, now, {
        actor: staff,
        action: 'staff.signIn',
        target: { kind: 'staff', id: staff.id },
        after: { secondFactor: 'passkey' in input ? 'passkey' : 'totp' },
      })
      return createStaffSession(tx, staff.id, now)
    })
    return { staff, token }
  } catch (error) {
    if (error instanceof ApiError && error.returnCode === ReturnCode.serviceUnavailable) {
      // A password check the server was too busy to make is no failed guess.
      await forgiveAttempt(ctx.db, account, throttlePolicies.account, now)
    } else if (isRefused(error)) {
      await recordAudit(ctx.db, now, { actor: { id: null, email: input.email }, action: 'staff.signInRefused' })
    }
    throw error
  }
}

async function checkStaffLogin(
  ctx: ServiceContext,
  found: StaffRow | undefined,
  input: StaffLoginInput,
  now: Date,
): Promise<StaffSession> {
  // An account not set up yet (no password), or disabled, is answered as no account.
  if (!found || found.disabledAt || !found.passwordHash) {
    await verifyDecoy()
    throw refused(input)
  }
  if (!(await verifyPassword(found.passwordHash, input.password))) throw refused(input)
  if ('passkey' in input) {
    await verifiedAssertion(
      ctx,
      'staff-sign-in',
      input.passkey,
      (owner) => owner.kind === 'staff' && owner.id === found.id,
    ).catch((error: unknown) => {
      if (error instanceof PasskeyRefused) throw refused(input)
      throw error
    })
    return { id: found.id, name: found.name, email: found.email, role: found.role }
  }
  // An authenticator reset and not enrolled again: only the link e-mailed to the person helps.
  if (!found.totpSecret) throw refused(input)
  const step = acceptedStep(openSecret(ctx, found.id, found.totpSecret), input.totp, now)
  if (step === undefined) throw refused(input)
  const [accepted] = await ctx.db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, found.id), or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step))))
    .returning({ id: staffAccounts.id })
  if (!accepted) throw refused(input)
  // Both factors were right, so saying why is no help to a guesser.
  if (found.passkeyRequired) throw new ApiError(ReturnCode.forbidden, { key: 'server.staffPasskeyRequired' }, { httpStatus: 403 })
  return { id: found.id, name: found.name, email: found.email, role: found.role }
}

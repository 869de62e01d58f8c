import { nameInOrder } from '#contract/person-name'
import type { LoginAnswer, LoginRequest } from '#contract/schemas/auth'
import { langs } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import type { ServiceContext } from '#server/context.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { passwordChecksFull, serverBusy, verifyDecoy, verifyPassword } from '#server/lib/passwords.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { watchAddressFailures } from '#server/shared-state/address-limits.ts'
import {
  accountKey,
  clearFailures,
  forgiveAttempt,
  type LoginClient,
  openMemberSession,
  refuseSeenPause,
  reserveLoginAttempt,
  throttlePolicies,
} from '../auth/index.ts'
import { assertUsable, findLoginMember, type LoginMember } from '../members/index.ts'

/**
 * Logs a member in by country code, phone and password, or answers why not:
 * 617 no such account, 611 wrong password, 621 duplicated record, 622 invalid account,
 * 609 first login of a migrated member; 618 a registration waiting for its e-mail link (right password only),
 * 617 any other registration not yet finished. Attempts are paused per account; the failures of
 * the client address ask its further tries for proof of effort, never refusing a right password.
 */
export async function login(ctx: ServiceContext, input: LoginRequest, client: LoginClient): Promise<LoginAnswer> {
  // In a storm the busy answer costs nothing: no throttle row is read or written for it.
  if (passwordChecksFull()) throw serverBusy()
  const account = accountKey(ctx, input.countryCode, input.phoneNumber)
  refuseSeenPause(ctx.db, account, ctx.clock())
  const earlier = underWay.of(account)
  return underWay.track(
    account,
    watchAddressFailures(ctx, 'login', client, isFailedLogin, () => attemptLogin(ctx, input, client, account, earlier)),
  )
}

async function attemptLogin(
  ctx: ServiceContext,
  input: LoginRequest,
  client: LoginClient,
  account: string,
  earlier: Promise<unknown>[],
): Promise<LoginAnswer> {
  const now = ctx.clock()
  const failures = await reserveOrAwait(ctx, account, now, earlier)
  try {
    return await checkLogin(ctx, input, client, { account, failures, now })
  } catch (error) {
    // A password check the server was too busy to make is no failed guess.
    if (error instanceof ApiError && error.returnCode === ReturnCode.serviceUnavailable) {
      await forgiveAttempt(ctx.db, account, throttlePolicies.account, now)
    }
    throw error
  }
}

/** A wrong password, or a phone with no account: what counts against the client address. */
const isFailedLogin = (error: unknown) =>
  error instanceof ApiError && (error.returnCode === ReturnCode.wrongPassword || error.returnCode === ReturnCode.accountNotFound)

/** More attempts at once than a person's tabs make are a storm: they are refused, not queued. */
const waitBehindAtMost = 8

/**
 * Every attempt counts as a failure until its check says otherwise, so a burst of right
 * passwords (several tabs, a double tap) could pause an account before any of them is
 * checked. An attempt refused while earlier ones of the same account are under way on this
 * node waits for them and asks once more: if one of them was right, the count is clear again.
 * Only earlier attempts are waited for, so two never wait for each other.
 */
async function reserveOrAwait(ctx: ServiceContext, account: string, now: Date, earlier: Promise<unknown>[]): Promise<number> {
  try {
    return await reserveLoginAttempt(ctx.db, account, now)
  } catch (error) {
    const paused = error instanceof ApiError && error.returnCode === ReturnCode.tooManyRequests
    if (!paused || earlier.length === 0 || earlier.length > waitBehindAtMost) throw error
    await Promise.allSettled(earlier)
    return reserveLoginAttempt(ctx.db, account, now)
  }
}

/** The login attempts of each account this node is checking now. */
const underWay = (() => {
  const byAccount = new Map<string, Set<Promise<unknown>>>()
  return {
    of: (account: string): Promise<unknown>[] => [...(byAccount.get(account) ?? [])],
    track<T>(account: string, attempt: Promise<T>): Promise<T> {
      const attempts = byAccount.get(account) ?? new Set()
      byAccount.set(account, attempts.add(attempt))
      const settled = () => {
        attempts.delete(attempt)
        if (attempts.size === 0 && byAccount.get(account) === attempts) byAccount.delete(account)
      }
      attempt.then(settled, settled)
      return attempt
    },
  }
})()

async function checkLogin(
  ctx: ServiceContext,
  input: LoginRequest,
  client: LoginClient,
  attempt: { account: string; failures: number; now: Date },
): Promise<LoginAnswer> {
  const { account, now } = attempt
  const member = await findLoginMember(ctx.db, input.countryCode, input.phoneNumber)
  if (member?.registrationPending && member.phoneVerifiedAt && member.passwordHash && member.emailAddress) {
    // The registrant proved the phone and knows the password: tell them the e-mail link is what is missing.
    if (!(await verifyPassword(member.passwordHash, input.password)))
      throw new ApiError(ReturnCode.accountNotFound, { key: 'Login.passwordError' })
    await clearFailures(ctx.db, account)
    throw new ApiError(
      ReturnCode.emailNotVerified,
      { key: 'Login.emailNotVerified', params: { email: member.emailAddress } },
      { data: { id: member.id, email: member.emailAddress } },
    )
  }
  // Any other registration not finished (phone not verified, p-member password not set) is no account yet.
  if (!member || member.registrationPending) {
    await verifyDecoy()
    throw new ApiError(ReturnCode.accountNotFound, { key: 'Login.passwordError' })
  }
  const passwordMatches = member.passwordHash ? await verifyPassword(member.passwordHash, input.password) : member.firstTimeLogin
  if (!passwordMatches) {
    if (attempt.failures === throttlePolicies.account.freeFailures) await tellOfPause(ctx, member, attempt.failures)
    throw new ApiError(ReturnCode.wrongPassword, { key: 'Login.passwordError' })
  }
  await clearFailures(ctx.db, account)

  assertUsable(ctx, member)
  if (member.firstTimeLogin) {
    throw new ApiError(ReturnCode.firstTimeLogin, { key: 'Login.firstTimeTitle' }, { data: { id: member.id } })
  }

  return openMemberSession(ctx, member.id, client, now)
}

/** The first pause of an account is told to its owner by e-mail: someone may be guessing. */
async function tellOfPause(ctx: ServiceContext, member: LoginMember, failures: number): Promise<void> {
  if (!member.emailAddress) return
  const lang = langs.find((l) => l === member.language) ?? 'en'
  await ctx.notifier.sendInBackground({
    channel: 'email',
    lane: 'security',
    to: member.emailAddress,
    subject: serverText(lang, { key: 'mail.loginLockedSubject' }),
    body: serverText(lang, {
      key: 'mail.loginLockedBody',
      params: { name: nameInOrder(member.firstName, member.lastName), count: failures, email: ctx.config.supportEmail },
    }),
  })
}

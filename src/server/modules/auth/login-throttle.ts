import { sql, type SQL } from 'drizzle-orm'
import { ReturnCode } from '#contract/return-codes'
import type { Db } from '#server/db/database.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { loginThrottle } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import type { ServiceContext } from '#server/context.ts'
import { phoneKeyPart } from '#server/lib/personal-key.ts'

export interface ThrottlePolicy {
  /** Failures allowed before the first pause. */
  freeFailures: number
  /** The first pause; each further failure doubles it. */
  firstPauseSeconds: number
  longestPauseSeconds: number
}

/**
 * Numbers the security notes state: per account, failures forgotten after 24 h. A client address
 * is never paused (a crowd shares it): its failed logins ask it for proof of effort instead
 * (see shared-state/address-limits.ts).
 */
export const throttlePolicies = {
  account: { freeFailures: 5, firstPauseSeconds: 30, longestPauseSeconds: 900 },
} as const satisfies Record<string, ThrottlePolicy>

const forgetFailuresAfterMs = 24 * 3_600_000

/** An account's counter, by its phone number under the portal's key: the counters need no number in the clear. */
export const accountKey = (ctx: Pick<ServiceContext, 'config'>, countryCodeId: number, phone: string) =>
  `account:${phoneKeyPart(ctx, countryCodeId, phone)}`

/** The counter of the current password asked again by a signed-in member (a new password, a new phone). */
export const passwordCheckKey = (memberId: string) => `password-change:${memberId}`

/** Seconds of pause after the n-th consecutive failure: none, then 30 s doubling to 15 min. */
export function pauseSeconds(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0
  const doublings = failures - policy.freeFailures
  return Math.min(policy.firstPauseSeconds * 2 ** Math.min(doublings, 30), policy.longestPauseSeconds)
}

/**
 * The same pause as {@link pauseSeconds}, computed by the database for a failure count, with
 * the policy and the time as the statement's values: every login runs these statements, so
 * they are prepared once.
 */
const pauseUntil = (failures: SQL): SQL =>
  sql`case when ${failures} >= ${sql.placeholder('freeFailures')}
    then ${sql.placeholder('now')}::timestamptz + make_interval(secs => least(
      ${sql.placeholder('firstPauseSeconds')} * power(2, least(${failures} - ${sql.placeholder('freeFailures')}, 30)),
      ${sql.placeholder('longestPauseSeconds')}))
    end`

const statementValues = (key: string, policy: ThrottlePolicy, now: Date) => ({
  key,
  now: now.toISOString(),
  forgetBefore: new Date(now.getTime() - forgetFailuresAfterMs).toISOString(),
  ...policy,
})

const reserveStatement = preparedPerDatabase((db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`
  const next = sql`(case when ${loginThrottle.lastFailureAt} < ${sql.placeholder('forgetBefore')}::timestamptz then 1 else ${loginThrottle.failures} + 1 end)`
  return db
    .insert(loginThrottle)
    .values({ key: sql`${sql.placeholder('key')}`, failures: 1, lastFailureAt: now, lockedUntil: pauseUntil(sql`1`) })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: { failures: next, lastFailureAt: now, lockedUntil: pauseUntil(next) },
      setWhere: sql`${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= ${now}`,
    })
    .returning({ failures: loginThrottle.failures })
    .prepare('reserve_login_attempt')
})

const forgiveStatement = preparedPerDatabase((db) => {
  const fewer = sql`greatest(${loginThrottle.failures} - 1, 0)`
  return db
    .update(loginThrottle)
    .set({ failures: fewer, lockedUntil: pauseUntil(fewer) })
    .where(sql`${loginThrottle.key} = ${sql.placeholder('key')}`)
    .prepare('forgive_login_attempt')
})

const clearStatement = preparedPerDatabase((db) =>
  db
    .delete(loginThrottle)
    .where(sql`${loginThrottle.key} = ${sql.placeholder('key')}`)
    .prepare('clear_login_failures'),
)

export type Reservation = { paused: false; failures: number } | { paused: true; retryAfterSeconds: number }

/**
 * Counts an attempt as a failure before the password is checked, in one statement, so
 * that guesses sent in parallel cannot all slip in before the pause: once a key is
 * paused the statement changes nothing and the attempt is refused. A success gives the
 * attempt back ({@link forgiveAttempt}).
 */
export async function reserveAttempt(db: Db, key: string, policy: ThrottlePolicy, now: Date): Promise<Reservation> {
  const known = knownPauseSeconds(db, key, now)
  if (known !== undefined) return { paused: true, retryAfterSeconds: known }
  const [row] = await reserveStatement(db).execute(statementValues(key, policy, now))
  if (row) return { paused: false, failures: row.failures }
  const [held] = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(sql`${loginThrottle.key} = ${key}`)
  const until = held?.lockedUntil?.getTime() ?? now.getTime()
  rememberPause(db, key, { until, seenUntil: Math.min(until, now.getTime() + pauseMemoMs) })
  return { paused: true, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) }
}

/**
 * Pauses this node has seen, kept for a few seconds: in a storm from one address every
 * refused attempt would otherwise cost two statements, and on the embedded database each one
 * runs on the thread that answers every other route. A pause lifted sooner (a success, a
 * password reset) is forgotten at once here, and on other nodes within these seconds.
 */
const pauseMemoMs = 5_000
const pauseMemoSize = 10_000
interface SeenPause {
  until: number
  /** When this node asks the database again. */
  seenUntil: number
}
const pauseMemos = new WeakMap<Db, Map<string, SeenPause>>()

function pausesSeen(db: Db): Map<string, SeenPause> {
  let memo = pauseMemos.get(db)
  if (!memo) pauseMemos.set(db, (memo = new Map()))
  return memo
}

/** The seconds left of a pause this node saw lately, or undefined: ask the database. */
function knownPauseSeconds(db: Db, key: string, now: Date): number | undefined {
  const known = pausesSeen(db).get(key)
  if (!known || known.seenUntil <= now.getTime()) return undefined
  return Math.max(1, Math.ceil((known.until - now.getTime()) / 1000))
}

function rememberPause(db: Db, key: string, pause: SeenPause): void {
  const memo = pausesSeen(db)
  memo.delete(key)
  // The oldest entry makes room: a Map iterates in insertion order.
  if (memo.size >= pauseMemoSize) memo.delete(memo.keys().next().value!)
  memo.set(key, pause)
}

/** Refuses an attempt on an account this node saw paused lately, reading nothing: a storm on one account costs no statement. */
export function refuseSeenPause(db: Db, account: string, now: Date): void {
  const seconds = knownPauseSeconds(db, account, now)
  if (seconds !== undefined) throw tooManyAttempts(seconds)
}

/** Reserves an attempt on the account (a paused account is answered 429); answers its failures so far. */
export async function reserveLoginAttempt(db: Db, account: string, now: Date): Promise<number> {
  const accountTry = await reserveAttempt(db, account, throttlePolicies.account, now)
  if (accountTry.paused) throw tooManyAttempts(accountTry.retryAfterSeconds)
  return accountTry.failures
}

/** An attempt that was no failure (a right password, a check the server was too busy to make) is given back. */
export async function forgiveAttempt(db: Db, key: string, policy: ThrottlePolicy, now: Date): Promise<void> {
  pausesSeen(db).delete(key)
  await forgiveStatement(db).execute(statementValues(key, policy, now))
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  pausesSeen(db).delete(key)
  await clearStatement(db).execute({ key })
}

/** Counters that have had no failure for a day count for nothing any more. */
export async function purgeStaleThrottles(db: Db, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - forgetFailuresAfterMs)
  await db.delete(loginThrottle).where(sql`${loginThrottle.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz`)
}

/** A paused key's answer: HTTP 429 with Retry-After and how long to wait. */
export const tooManyAttempts = (seconds: number) =>
  new ApiError(
    ReturnCode.tooManyRequests,
    { key: 'Login.tooManyAttempts', params: { seconds } },
    { httpStatus: 429, headers: { 'retry-after': String(seconds) } },
  )

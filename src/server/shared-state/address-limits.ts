import { sql } from 'drizzle-orm'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import { preparedPerDatabase } from '../db/prepared.ts'
import { sendThrottles } from '../db/schema.ts'
import { clientAddressBucket } from '../lib/client-address.ts'
import { highestProofLevel, proofWanted, spendProof, type ProofContext } from './proof-of-work.ts'
import { hashedKeyPart, hourMs, throttled } from './send-throttle.ts'

/**
 * One client address is often a crowd (a venue's Wi-Fi, an office, a mobile carrier's NAT), so
 * what an address may do is bounded by what fails or costs there, never by what succeeds:
 * failures (a wrong code or password, an unknown link, a refused file), and phone proofs still
 * owed (registrations and codes whose code was not entered yet, and those that lapsed so).
 */
export type AddressLimits = Config['addressLimits']

/** A client address as the database keeps it: its bucket (an IPv6 address by its /64), hashed. */
export const addressKeyOf = (ip: string): string => hashedKeyPart(clientAddressBucket(ip))

/**
 * What an address can fail at; each kind counts on its own. Past the free failures a try asks
 * for proof of effort, so that a right password, code or file from the address still goes
 * through. Receipts are refused instead (a valid link is checked before its address is).
 */
export type FailureKind =
  'receipt' | 'upload' | 'otp-check' | 'code-ask' | 'email-ask' | 'lookup' | 'referral' | 'login' | 'staff-login'

/** Who makes a try, as the limits see them: the client address, and the proof of effort sent with it. */
export interface Caller {
  ip: string
  proof: string | undefined
}

const dayMs = 24 * hourMs
/** Failures free of any cost, and how long they are remembered: logins a day, the others an hour. */
function ruleOf(kind: FailureKind, limits: AddressLimits) {
  return kind === 'login' || kind === 'staff-login'
    ? { free: limits.loginFailures, windowMs: dayMs }
    : { free: limits.failuresPerHour, windowMs: hourMs }
}
const windowMsOf = (kind: FailureKind) => (kind === 'login' || kind === 'staff-login' ? dayMs : hourMs)

const failureKey = (kind: FailureKind, ip: string) => `${kind}-failures:address:${addressKeyOf(ip)}`

/** Whether a counter's window, begun at its first failure, is over at the statement's `now`. */
const windowOver = sql`${sendThrottles.windowStartedAt} <= ${sql.placeholder('now')}::timestamptz
  - make_interval(secs => ${sql.placeholder('windowSeconds')})`

/** Every try of a watched kind reads its address's failures, and every failure counts one: both are prepared. */
const failuresQuery = preparedPerDatabase((db) =>
  db
    .select({ count: sendThrottles.count, windowStartedAt: sendThrottles.windowStartedAt })
    .from(sendThrottles)
    .where(sql`${sendThrottles.key} = ${sql.placeholder('key')} and not ${windowOver}`)
    .prepare('address_failures'),
)

const countFailure = preparedPerDatabase((db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`
  return db
    .insert(sendThrottles)
    .values({ key: sql`${sql.placeholder('key')}`, windowStartedAt: now, count: 1, lastAt: now })
    .onConflictDoUpdate({
      target: sendThrottles.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${sendThrottles.count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${now} else ${sendThrottles.windowStartedAt} end`,
        lastAt: now,
      },
    })
    .prepare('count_address_failure')
})

const windowOf = (kind: FailureKind, ip: string, now: Date) => ({
  key: failureKey(kind, ip),
  now: now.toISOString(),
  windowSeconds: windowMsOf(kind) / 1000,
})

async function failuresOf(db: Db, kind: FailureKind, ip: string, now: Date) {
  const [row] = await failuresQuery(db).execute(windowOf(kind, ip, now))
  return row
}

/** Refuses (429 with Retry-After) an address that failed at `kind` as often as its window allows. */
export async function refuseFailingAddress(
  db: Db,
  kind: FailureKind,
  ip: string,
  limits: AddressLimits,
  now: Date,
): Promise<void> {
  const row = await failuresOf(db, kind, ip, now)
  const { free, windowMs } = ruleOf(kind, limits)
  if (!row || row.count < free) return
  const seconds = Math.max(1, Math.ceil((row.windowStartedAt.getTime() + windowMs - now.getTime()) / 1000))
  throw throttled({ allowed: false, reason: 'limit', retryAfterSeconds: seconds }, 'request')
}

/** Counts one failure of an address at `kind`, in the window that began with its first. */
export async function countAddressFailure(db: Db, kind: FailureKind, ip: string, now: Date): Promise<void> {
  await countFailure(db).execute(windowOf(kind, ip, now))
}

/**
 * The work asked of an address's next try, by its failures: none while they are free, then a
 * level that doubles with every further `free` failures, up to the highest.
 */
export function proofLevel(failures: number, free: number): number {
  if (failures < free) return 0
  return Math.min(highestProofLevel, 2 ** Math.floor((failures - free) / free))
}

/**
 * Lets a try from an address through when its failures at `kind` are still free, or when it
 * comes with the proof of effort they ask for; otherwise answers 428 with a challenge. Nothing
 * is refused for good: a right password or code with its proof goes through.
 */
export async function askProofOfFailingAddress(ctx: ProofContext, kind: FailureKind, caller: Caller, now: Date): Promise<void> {
  const row = await failuresOf(ctx.db, kind, caller.ip, now)
  const level = proofLevel(row?.count ?? 0, ruleOf(kind, ctx.config.addressLimits).free)
  if (level === 0) return
  const scope = { kind, address: addressKeyOf(caller.ip), level }
  if (!(await spendProof(ctx, caller.proof, scope))) throw await proofWanted(ctx, scope)
}

/**
 * Runs `attempt` for a caller, asking a failing address for proof of effort first, and counts
 * its failure when `failed` says what it threw is one (an answer of bad input or of nothing found).
 */
export async function watchAddressFailures<T>(
  ctx: ProofContext,
  kind: FailureKind,
  caller: Caller,
  failed: (error: unknown) => boolean,
  attempt: () => Promise<T>,
): Promise<T> {
  const now = ctx.clock()
  await askProofOfFailingAddress(ctx, kind, caller, now)
  try {
    return await attempt()
  } catch (error) {
    if (failed(error)) await countAddressFailure(ctx.db, kind, caller.ip, now)
    throw error
  }
}

/** Phone proofs an address owes, of what it began within the hour, and the proofs it gave. */
export interface OwedProofs {
  /** Begun and not proven yet. */
  pending: number
  /** Of those, the ones past their time. */
  lapsed: number
  /** Begun and proven. */
  proven: number
  /** When the oldest of them began, for the Retry-After of a refusal. */
  oldestAt: Date | null
}

/**
 * Refuses another registration (or unclaimed upload) for an address owing too many phone
 * proofs: an honest crowd enters its codes, and the few of it who give up count only while
 * they outnumber those who finished; numbers typed at random never prove themselves.
 */
export function refuseOwingAddress(owed: OwedProofs, limits: AddressLimits, now: Date): void {
  const lapsedTooMany = owed.lapsed >= limits.lapsedProofsPerHour && owed.lapsed > owed.proven
  if (owed.pending < limits.pendingProofs && !lapsedTooMany) return
  const until = (owed.oldestAt?.getTime() ?? now.getTime()) + hourMs
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000))
  throw throttled({ allowed: false, reason: 'limit', retryAfterSeconds: seconds }, 'request')
}

import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import { sendThrottles } from '../db/schema.ts'
import { clientAddressBucket } from './client-address.ts'
import { hourMs, throttled } from './send-throttle.ts'

/**
 * One client address is often a crowd (a venue's Wi-Fi, an office, a mobile carrier's NAT), so
 * what an address may do is bounded by what fails or costs there, never by what succeeds:
 * failures (a wrong code, an unknown link, a refused file) per hour, and phone proofs still
 * owed (registrations and codes whose code was not entered yet, and those that lapsed so).
 */
export type AddressLimits = Config['addressLimits']

/** A client address as the database keeps it: its bucket (an IPv6 address by its /64), hashed. */
export const addressKeyOf = (ip: string): string =>
  createHash('sha256').update(clientAddressBucket(ip)).digest('hex').slice(0, 32)

/** What an address can fail at; each kind counts on its own. */
export type FailureKind = 'receipt' | 'upload' | 'otp-check' | 'code-ask' | 'email-ask' | 'lookup' | 'referral'

const failureKey = (kind: FailureKind, ip: string) => `${kind}-failures:address:${addressKeyOf(ip)}`
const windowOver = (now: Date) =>
  sql`${sendThrottles.windowStartedAt} <= ${now.toISOString()}::timestamptz - make_interval(secs => ${hourMs / 1000})`

/** Refuses (429 with Retry-After) an address that failed at `kind` as often as an hour allows. */
export async function refuseFailingAddress(
  db: Db,
  kind: FailureKind,
  ip: string,
  limits: AddressLimits,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ count: sendThrottles.count, windowStartedAt: sendThrottles.windowStartedAt })
    .from(sendThrottles)
    .where(sql`${sendThrottles.key} = ${failureKey(kind, ip)} and not ${windowOver(now)}`)
  if (!row || row.count < limits.failuresPerHour) return
  const seconds = Math.max(1, Math.ceil((row.windowStartedAt.getTime() + hourMs - now.getTime()) / 1000))
  throw throttled({ allowed: false, reason: 'limit', retryAfterSeconds: seconds }, 'request')
}

/** Counts one failure of an address at `kind`, in the hour that began with its first. */
export async function countAddressFailure(db: Db, kind: FailureKind, ip: string, now: Date): Promise<void> {
  const over = windowOver(now)
  await db
    .insert(sendThrottles)
    .values({ key: failureKey(kind, ip), windowStartedAt: now, count: 1, lastAt: now })
    .onConflictDoUpdate({
      target: sendThrottles.key,
      set: {
        count: sql`case when ${over} then 1 else ${sendThrottles.count} + 1 end`,
        windowStartedAt: sql`case when ${over} then ${now.toISOString()}::timestamptz else ${sendThrottles.windowStartedAt} end`,
        lastAt: now,
      },
    })
}

/**
 * Runs `attempt` for an address, refused while the address fails too often, and counts its
 * failure when `failed` says what it threw is one (an answer of bad input or of nothing found).
 */
export async function watchAddressFailures<T>(
  db: Db,
  kind: FailureKind,
  ip: string,
  limits: AddressLimits,
  now: Date,
  failed: (error: unknown) => boolean,
  attempt: () => Promise<T>,
): Promise<T> {
  await refuseFailingAddress(db, kind, ip, limits, now)
  try {
    return await attempt()
  } catch (error) {
    if (failed(error)) await countAddressFailure(db, kind, ip, now)
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

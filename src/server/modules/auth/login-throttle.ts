import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { loginThrottle } from '../../db/schema.ts'

export interface ThrottlePolicy {
  /** Failures allowed before the first pause. */
  freeFailures: number
  /** The first pause; each further failure doubles it. */
  firstPauseSeconds: number
  longestPauseSeconds: number
}

/** Numbers README states: per account and per client address, failures forgotten after 24 h. */
export const throttlePolicies = {
  account: { freeFailures: 5, firstPauseSeconds: 30, longestPauseSeconds: 900 },
  address: { freeFailures: 20, firstPauseSeconds: 30, longestPauseSeconds: 900 },
} as const satisfies Record<string, ThrottlePolicy>

export const forgetFailuresAfterMs = 24 * 3_600_000

export const accountKey = (countryCodeId: number, phone: string) => `account:${countryCodeId}:${phone}`
export const addressKey = (ip: string) => `address:${ip}`

/** Seconds of pause after the n-th consecutive failure: none, then 30 s doubling to 15 min. */
export function pauseSeconds(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0
  const doublings = failures - policy.freeFailures
  return Math.min(policy.firstPauseSeconds * 2 ** Math.min(doublings, 30), policy.longestPauseSeconds)
}

/** Whole seconds until every key is free to try again (0 when none is paused). */
export async function pausedFor(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys))
  const latest = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0))
  return latest > now.getTime() ? Math.ceil((latest - now.getTime()) / 1000) : 0
}

/** Counts a failure atomically (several nodes may count at once) and sets the pause it earns. */
export async function recordFailure(db: Db, key: string, policy: ThrottlePolicy, now: Date): Promise<number> {
  const forgetBefore = new Date(now.getTime() - forgetFailuresAfterMs)
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottle.failures })
  const failures = row?.failures ?? 1
  const pause = pauseSeconds(failures, policy)
  if (pause > 0) {
    await db
      .update(loginThrottle)
      .set({ lockedUntil: new Date(now.getTime() + pause * 1000) })
      .where(sql`${loginThrottle.key} = ${key}`)
  }
  return failures
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(sql`${loginThrottle.key} = ${key}`)
}

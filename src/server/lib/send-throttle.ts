import { createHash } from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { sendThrottles } from '../db/schema.ts'

/** At most `limit` actions per fixed window, and (optionally) a gap between two of them. */
export interface SendRule {
  limit: number
  windowMs: number
  gapMs?: number
}

export type SendPermit =
  | { allowed: true }
  | { allowed: false; reason: 'gap' | 'limit'; retryAfterSeconds: number }

export const hourMs = 3_600_000

/** Client addresses are kept as a hash: the counters need no more. */
export const addressThrottleKey = (purpose: string, ip: string) =>
  `${purpose}:address:${createHash('sha256').update(ip).digest('hex').slice(0, 32)}`

/**
 * Counts one action under `key` if the rule allows it, in one statement, so that requests
 * sent in parallel cannot all slip under the limit; a refusal says when to come back.
 */
export async function takeSend(db: Db, key: string, rule: SendRule, now: Date): Promise<SendPermit> {
  const nowText = now.toISOString()
  const windowOver = sql`${sendThrottles.windowStartedAt} <= ${nowText}::timestamptz - make_interval(secs => ${rule.windowMs / 1000})`
  const gapKept = rule.gapMs
    ? sql`${sendThrottles.lastAt} <= ${nowText}::timestamptz - make_interval(secs => ${rule.gapMs / 1000})`
    : sql`true`
  const [row] = await db
    .insert(sendThrottles)
    .values({ key, windowStartedAt: now, count: 1, lastAt: now })
    .onConflictDoUpdate({
      target: sendThrottles.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${sendThrottles.count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${nowText}::timestamptz else ${sendThrottles.windowStartedAt} end`,
        lastAt: now,
      },
      setWhere: sql`(${windowOver} or ${sendThrottles.count} < ${rule.limit}) and ${gapKept}`,
    })
    .returning({ count: sendThrottles.count })
  if (row) return { allowed: true }
  const [held] = await db
    .select({ windowStartedAt: sendThrottles.windowStartedAt, lastAt: sendThrottles.lastAt })
    .from(sendThrottles)
    .where(sql`${sendThrottles.key} = ${key}`)
  const seconds = (until: number) => Math.max(1, Math.ceil((until - now.getTime()) / 1000))
  if (held && rule.gapMs && held.lastAt.getTime() + rule.gapMs > now.getTime()) {
    return { allowed: false, reason: 'gap', retryAfterSeconds: seconds(held.lastAt.getTime() + rule.gapMs) }
  }
  const windowEnd = (held?.windowStartedAt.getTime() ?? now.getTime()) + rule.windowMs
  return { allowed: false, reason: 'limit', retryAfterSeconds: seconds(windowEnd) }
}

/** Counters whose window ended long ago count for nothing any more. */
export async function purgeStaleSendThrottles(db: Db, now: Date): Promise<void> {
  await db.delete(sendThrottles).where(lt(sendThrottles.lastAt, new Date(now.getTime() - 24 * hourMs)))
}

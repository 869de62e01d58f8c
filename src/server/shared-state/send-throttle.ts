import { createHash } from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import { ReturnCode } from '#contract/return-codes'
import type { Db } from '../db/database.ts'
import { sendThrottles } from '../db/schema.ts'
import { ApiError } from '../lib/api-error.ts'
import { clientAddressBucket } from '../lib/client-address.ts'
import type { ServerMessage } from '../lib/server-messages.ts'

/** At most `limit` actions per fixed window, and (optionally) a gap between two of them. */
export interface SendRule {
  limit: number
  windowMs: number
  gapMs?: number
}

export type SendPermit = { allowed: true } | { allowed: false; reason: 'gap' | 'limit'; retryAfterSeconds: number }

export const hourMs = 3_600_000

/** What a counter is kept under, hashed: client addresses stay out of the database (a phone or an e-mail address is keyed: personal-key.ts). */
export const hashedKeyPart = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32)

/** Client addresses (IPv6 by its /64) are kept as a hash: the counters need no more. */
export const addressThrottleKey = (purpose: string, ip: string) => `${purpose}:address:${hashedKeyPart(clientAddressBucket(ip))}`

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

/** Gives back one counted action: a try counted beforehand that turned out to be no failure. */
export async function giveBackSend(db: Db, key: string): Promise<void> {
  await db
    .update(sendThrottles)
    .set({ count: sql`greatest(${sendThrottles.count} - 1, 0)` })
    .where(sql`${sendThrottles.key} = ${key}`)
}

/** Counters whose window ended long ago count for nothing any more. */
export async function purgeStaleSendThrottles(db: Db, now: Date): Promise<void> {
  await db.delete(sendThrottles).where(lt(sendThrottles.lastAt, new Date(now.getTime() - 24 * hourMs)))
}

/** A refused send or check: HTTP 429 with Retry-After and a message saying when to come back. */
export function throttled(permit: Exclude<SendPermit, { allowed: true }>, kind: 'code' | 'email' | 'request'): ApiError {
  const seconds = permit.retryAfterSeconds
  const minutes = Math.max(1, Math.ceil((seconds * 1000) / (hourMs / 60)))
  const text: ServerMessage =
    permit.reason === 'gap'
      ? kind === 'email'
        ? { key: 'accountMessages.emailWait', params: { seconds } }
        : { key: 'accountMessages.resendWait', params: { seconds } }
      : kind === 'code'
        ? { key: 'accountMessages.tooManyCodes', params: { minutes } }
        : kind === 'email'
          ? { key: 'accountMessages.tooManyEmails', params: { minutes } }
          : { key: 'accountMessages.tooManyRequests', params: { minutes } }
  return new ApiError(ReturnCode.tooManyRequests, text, {
    httpStatus: 429,
    headers: { 'retry-after': String(seconds) },
    data: { retryAfterSeconds: seconds },
  })
}

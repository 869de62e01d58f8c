import type { FastifyRequest } from 'fastify'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { idempotencyKeyHeader, idempotencyKeyPattern } from '#contract/idempotency'
import { ReturnCode } from '#contract/return-codes'
import type { Db } from '../db/database.ts'
import { idempotencyRecords } from '../db/schema.ts'
import { ApiError } from '../lib/api-error.ts'
import { nodeGone, type NodePresence } from './node-presence.ts'

/** How long a first answer is kept for replays: longer than an upload waits in a phone's outbox. */
export const idempotencyTtlMs = 7 * 24 * 3_600_000
/**
 * A first call still unanswered after this long is given up even though its node lives (no
 * request runs that long): a replay may run it again. A node that stops frees its claims sooner.
 */
export const abandonedClaimMs = 2 * 60_000

const inProgress = () =>
  new ApiError(ReturnCode.conflict, { key: 'idempotency.inProgress' }, { httpStatus: 409, headers: { 'retry-after': '5' } })

export interface IdempotentCall {
  /** The create call, e.g. 'uploadReceipt': keys are unique within it. */
  scope: string
  /** The client's key; undefined: no key was sent, the call simply runs. */
  key: string | undefined
  /** What this call creates; the same key for anything else is refused (422). */
  fingerprint: string
}

/**
 * Keeps a call's answer in the transaction that makes what it answers, so that the two commit
 * together: a process stopped right after that commit leaves the answer for the replay.
 */
export type KeepAnswer<T> = (tx: Pick<Db, 'update'>, answer: T) => Promise<void>

/** The Idempotency-Key header of a request; a malformed one is bad input. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[idempotencyKeyHeader]
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !idempotencyKeyPattern.test(value)) {
    throw new ApiError(ReturnCode.badRequest, { key: 'server.badRequest' }, { httpStatus: 400 })
  }
  return value.toLowerCase()
}

/**
 * Runs a create call once per idempotency key. The key is claimed before the work starts,
 * so a replay arriving while the first call runs is told to wait (409) rather than creating
 * a second record; the first successful answer is stored and every replay gets it back.
 * A failed call gives its claim up, so the client may try again with the same key. A call
 * whose record must not outlive a lost answer keeps its answer itself, through `keep`.
 */
export async function runIdempotent<T>(
  ctx: { db: Db; clock: () => Date; node: Pick<NodePresence, 'id' | 'goneAfterMs'> },
  call: IdempotentCall,
  run: (keep: KeepAnswer<T> | undefined) => Promise<T>,
): Promise<T> {
  if (call.key === undefined) return run(undefined)
  const { db, node } = ctx
  const key = { scope: call.scope, key: call.key }
  const where = and(eq(idempotencyRecords.scope, key.scope), eq(idempotencyRecords.key, key.key))
  const ours = and(where, eq(idempotencyRecords.owner, node.id))
  const now = ctx.clock()
  // A record past its expiry no longer counts, even before housekeeping deletes it.
  await db.delete(idempotencyRecords).where(and(where, lt(idempotencyRecords.expiresAt, now)))
  const claimed = await db
    .insert(idempotencyRecords)
    .values({
      ...key,
      fingerprint: call.fingerprint,
      answer: null,
      owner: node.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + idempotencyTtlMs),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key })
  if (claimed.length === 0) {
    const [record] = await db.select().from(idempotencyRecords).where(where)
    // Gone between the insert and the read: the first call failed just now; the client may retry.
    if (!record) throw inProgress()
    if (record.fingerprint !== call.fingerprint) {
      throw new ApiError(ReturnCode.unprocessable, { key: 'idempotency.keyReused' }, { httpStatus: 422 })
    }
    if (record.answer !== null) return record.answer as T
    // Free when the first call's node stopped (crashed, killed, its machine gone), or it ran too long.
    const retaken = await db
      .update(idempotencyRecords)
      .set({ createdAt: now, owner: node.id })
      .where(
        and(
          where,
          isNull(idempotencyRecords.answer),
          eq(idempotencyRecords.createdAt, record.createdAt),
          or(
            lt(idempotencyRecords.createdAt, new Date(now.getTime() - abandonedClaimMs)),
            nodeGone(idempotencyRecords.owner, node.goneAfterMs),
          ),
        ),
      )
      .returning({ key: idempotencyRecords.key })
    if (retaken.length === 0) throw inProgress()
  }
  /**
   * Keeps the answer while the claim is still this node's. A claim taken over meanwhile (this
   * node looked stopped) belongs to the replay: the handler's transaction is undone, so that
   * the two runs create one record.
   */
  const keep: KeepAnswer<T> = async (tx, answer) => {
    const kept = await tx
      .update(idempotencyRecords)
      .set({ answer: answer as object, owner: null })
      .where(ours)
      .returning({ key: idempotencyRecords.key })
    if (kept.length === 0) throw inProgress()
  }
  let answer: T
  try {
    answer = await run(keep)
  } catch (error) {
    await db.delete(idempotencyRecords).where(ours)
    throw error
  }
  // Kept here unless the handler kept it in its transaction; a claim taken over keeps the replay's.
  await db
    .update(idempotencyRecords)
    .set({ answer: answer as object, owner: null })
    .where(ours)
  return answer
}

/** Housekeeping: first answers past their time. */
export async function purgeExpiredIdempotencyRecords(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyRecords).where(lt(idempotencyRecords.expiresAt, now))
}

import os from 'node:os'
import type { FastifyRequest } from 'fastify'
import { and, eq, isNull, like, lt } from 'drizzle-orm'
import { idempotencyKeyHeader, idempotencyKeyPattern } from '#contract/idempotency'
import { ReturnCode } from '#contract/return-codes'
import { isProcessAlive } from './process-alive.ts'
import type { Db } from '../db/database.ts'
import { idempotencyRecords } from '../db/schema.ts'
import { ApiError } from './api-error.ts'

/** How long a first answer is kept for replays: longer than an upload waits in a phone's outbox. */
export const idempotencyTtlMs = 7 * 24 * 3_600_000
/** A first call still unanswered after this long has died (process stopped); a replay may run it again. */
export const abandonedClaimMs = 2 * 60_000

/** This process, as the owner of the claims it is running. */
const thisProcess = `${os.hostname()}:${process.pid}`

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
  ctx: { db: Db; clock: () => Date },
  call: IdempotentCall,
  run: (keep: KeepAnswer<T> | undefined) => Promise<T>,
): Promise<T> {
  if (call.key === undefined) return run(undefined)
  const { db } = ctx
  const key = { scope: call.scope, key: call.key }
  const where = and(eq(idempotencyRecords.scope, key.scope), eq(idempotencyRecords.key, key.key))
  const now = ctx.clock()
  // A record past its expiry no longer counts, even before housekeeping deletes it.
  await db.delete(idempotencyRecords).where(and(where, lt(idempotencyRecords.expiresAt, now)))
  const claimed = await db
    .insert(idempotencyRecords)
    .values({
      ...key,
      fingerprint: call.fingerprint,
      answer: null,
      owner: thisProcess,
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
    const abandoned = now.getTime() - record.createdAt.getTime() > abandonedClaimMs
    const retaken =
      abandoned &&
      (
        await db
          .update(idempotencyRecords)
          .set({ createdAt: now, owner: thisProcess })
          .where(and(where, eq(idempotencyRecords.createdAt, record.createdAt)))
          .returning({ key: idempotencyRecords.key })
      ).length > 0
    if (!retaken) throw inProgress()
  }
  const keep: KeepAnswer<T> = async (tx, answer) => {
    await tx
      .update(idempotencyRecords)
      .set({ answer: answer as object, owner: null })
      .where(where)
  }
  let answer: T
  try {
    answer = await run(keep)
  } catch (error) {
    await db.delete(idempotencyRecords).where(where)
    throw error
  }
  await keep(db, answer)
  return answer
}

/**
 * Start-up: gives up the unanswered claims of processes of this machine that are gone (a
 * crash or kill mid-call), so that their clients' retries run at once rather than answering
 * 409 until the claim counts as abandoned. Other machines' claims are left to that timeout.
 */
export async function releaseClaimsOfGoneProcesses(db: Db): Promise<void> {
  const prefix = `${os.hostname()}:`
  const claims = await db
    .select({ scope: idempotencyRecords.scope, key: idempotencyRecords.key, owner: idempotencyRecords.owner })
    .from(idempotencyRecords)
    .where(and(isNull(idempotencyRecords.answer), like(idempotencyRecords.owner, `${prefix}%`)))
  for (const claim of claims) {
    const pid = Number(claim.owner?.slice(prefix.length))
    if (!Number.isInteger(pid) || isProcessAlive(pid)) continue
    await db
      .delete(idempotencyRecords)
      .where(
        and(
          eq(idempotencyRecords.scope, claim.scope),
          eq(idempotencyRecords.key, claim.key),
          eq(idempotencyRecords.owner, claim.owner!),
          isNull(idempotencyRecords.answer),
        ),
      )
  }
}

/** Housekeeping: first answers past their time. */
export async function purgeExpiredIdempotencyRecords(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyRecords).where(lt(idempotencyRecords.expiresAt, now))
}

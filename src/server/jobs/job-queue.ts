import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { jobs } from '../db/schema.ts'
import type { Clock } from '../lib/clock.ts'
import type { Log } from '../lib/log.ts'
import { firstLine, loggableError } from '../lib/loggable-error.ts'

/**
 * What a try may answer besides success: wait until a time, without it counting as a try (a
 * budget that is spent for now), or give up at once (a message whose code has expired).
 */
export type JobOutcome = { waitUntil: Date; reason: string } | { giveUp: string }

/** What a kind of job does with its payload; a throw is a failed try, retried after a wait. */
interface JobHandler {
  /** `jobId` is the same for every try of the job: an id for a gateway that drops a repeated request. */
  run(payload: unknown, jobId: string): Promise<JobOutcome | void>
  /** Tries in all, the first included. */
  maxAttempts: number
  /** The wait before the next try, after `attempts` tries. */
  retryAfterMs(attempts: number): number
}

/** Waits that double from `firstMs` up to `maxMs`. */
export const doublingBackoff =
  (firstMs: number, maxMs: number) =>
  (attempts: number): number =>
    Math.min(maxMs, firstMs * 2 ** Math.max(0, attempts - 1))

interface EnqueueOptions {
  runAt?: Date
  /** At most one job with this key exists; enqueueing another while it does is a no-op. */
  singletonKey?: string
  /** A transaction the job joins: it exists only if the transaction commits. */
  db?: Pick<Db, 'insert'>
}

export interface JobQueueOptions {
  db: Db
  clock: Clock
  log: Log
  /**
   * How long a node's claim on a job lasts; it renews the claim while the job runs, so another
   * node takes the job again only once this long has passed since the node stopped (it died).
   */
  leaseMs?: number
  /** How often a node looks for due jobs. */
  pollMs?: number
}

export interface JobQueue {
  handle(name: string, handler: JobHandler): void
  /** Keeps a job; answers its id, or null when a job with its singleton key exists already. */
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<string | null>
  /** Runs one job now unless a node holds it or it is done; answers whether it succeeded (a wait is not success). */
  runNow(id: string): Promise<boolean>
  /** Runs a job every `everyMs`, on one node at a time; the first run is due at once. */
  recur(name: string, everyMs: number): Promise<void>
  /** Runs every job due now, claimed in batches; answers how many ran. */
  runDue(): Promise<number>
  /** Looks for due jobs every `pollMs` until stopped. */
  start(): void
  /** Stops looking and waits for the jobs this node is running. */
  stop(): Promise<void>
}

type JobRow = typeof jobs.$inferSelect

const recurringPrefix = 'recurring:'

/**
 * Jobs kept in the database, so they survive a restart and any node may run them. A job is
 * claimed with FOR UPDATE SKIP LOCKED and held for a lease, renewed while it runs however long
 * it takes: two nodes never run it at once, and the job of a node that died is taken again when
 * its lease runs out (at least once, not exactly once: a job must tolerate a repeat of a try cut
 * off at its very end, and should bound its own waits, as the message drivers do).
 */
export function createJobQueue({ db, clock, log, leaseMs = 120_000, pollMs = 5_000 }: JobQueueOptions): JobQueue {
  const handlers = new Map<string, JobHandler>()
  const intervals = new Map<string, number>()
  const running = new Set<Promise<unknown>>()
  let timer: NodeJS.Timeout | undefined
  let polling: Promise<number> | undefined

  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work)
    void work.finally(() => running.delete(work)).catch(() => undefined)
    return work
  }

  const lease = (now: Date) => new Date(now.getTime() + leaseMs)
  const free = (now: Date) => or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now))

  /**
   * Renews this node's claim on a running job every third of the lease, until stopped. The claim
   * is this node's while the tries counted are the ones it counted when it claimed the job.
   */
  function holdWhileRunning(job: JobRow): () => void {
    const renew = setInterval(() => {
      db.update(jobs)
        .set({ lockedUntil: lease(clock()) })
        .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), isNotNull(jobs.lockedUntil)))
        .catch((error: unknown) => log.error({ err: loggableError(error), job: job.name }, 'renewing a job claim failed'))
    }, leaseMs / 3).unref()
    return () => clearInterval(renew)
  }

  async function execute(job: JobRow): Promise<boolean> {
    const handler = handlers.get(job.name)
    const recurEvery = intervals.get(job.name)
    let outcome: JobOutcome | void
    const release = holdWhileRunning(job)
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`)
      outcome = await handler.run(job.payload, job.id)
    } catch (error) {
      const now = clock()
      const last = !handler || job.attempts >= handler.maxAttempts
      // Kept and logged without what a message's later lines may quote (a query's parameters).
      const message = firstLine(error)
      log.error(
        { err: loggableError(error), job: job.name, attempts: job.attempts, willRetry: !last || recurEvery !== undefined },
        'job failed',
      )
      if (recurEvery !== undefined) {
        // A recurring job is never given up: it runs again at its next time.
        await db
          .update(jobs)
          .set({ runAt: new Date(now.getTime() + recurEvery), attempts: 0, lockedUntil: null, lastError: message })
          .where(eq(jobs.id, job.id))
      } else if (last) {
        await db.update(jobs).set({ failedAt: now, lockedUntil: null, lastError: message }).where(eq(jobs.id, job.id))
      } else {
        await db
          .update(jobs)
          .set({ runAt: new Date(now.getTime() + handler.retryAfterMs(job.attempts)), lockedUntil: null, lastError: message })
          .where(eq(jobs.id, job.id))
      }
      return false
    } finally {
      release()
    }
    if (outcome && 'waitUntil' in outcome) {
      await db
        .update(jobs)
        .set({ runAt: outcome.waitUntil, attempts: sql`${jobs.attempts} - 1`, lockedUntil: null, lastError: outcome.reason })
        .where(eq(jobs.id, job.id))
      return false
    }
    if (outcome) {
      log.warn({ job: job.name, reason: outcome.giveUp }, 'job given up')
      await db.update(jobs).set({ failedAt: clock(), lockedUntil: null, lastError: outcome.giveUp }).where(eq(jobs.id, job.id))
      return false
    }
    if (recurEvery !== undefined) {
      const next = new Date(clock().getTime() + recurEvery)
      await db.update(jobs).set({ runAt: next, attempts: 0, lockedUntil: null, lastError: null }).where(eq(jobs.id, job.id))
    } else {
      await db.delete(jobs).where(eq(jobs.id, job.id))
    }
    return true
  }

  /**
   * Takes up to `limit` due jobs for this node's lease: only kinds it can run, so a node of an
   * older release leaves a newer kind to the nodes that know it.
   */
  async function claimDue(limit: number): Promise<JobRow[]> {
    const now = clock()
    if (handlers.size === 0) return []
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(inArray(jobs.name, [...handlers.keys()]), isNull(jobs.failedAt), lte(jobs.runAt, now), free(now)))
        .orderBy(jobs.runAt)
        .limit(limit)
        .for('update', { skipLocked: true })
      if (due.length === 0) return []
      return tx
        .update(jobs)
        .set({ lockedUntil: lease(now), attempts: sql`${jobs.attempts} + 1` })
        .where(
          inArray(
            jobs.id,
            due.map((job) => job.id),
          ),
        )
        .returning()
    })
  }

  async function runDue(): Promise<number> {
    let ran = 0
    for (;;) {
      const batch = await claimDue(10)
      if (batch.length === 0) return ran
      for (const job of batch) await track(execute(job))
      ran += batch.length
    }
  }

  const poll = () => {
    // One look at a time: a slow batch is not overtaken by the next tick.
    polling ??= runDue()
      .catch((error: unknown) => {
        log.error({ err: loggableError(error) }, 'looking for due jobs failed')
        return 0
      })
      .finally(() => {
        polling = undefined
      })
  }

  return {
    handle(name, handler) {
      handlers.set(name, handler)
    },

    async enqueue(name, payload, options = {}) {
      const [row] = await (options.db ?? db)
        .insert(jobs)
        .values({
          name,
          payload: payload ?? {},
          runAt: options.runAt ?? clock(),
          maxAttempts: handlers.get(name)?.maxAttempts ?? 1,
          singletonKey: options.singletonKey ?? null,
          createdAt: clock(),
        })
        .onConflictDoNothing({ target: jobs.singletonKey })
        .returning({ id: jobs.id })
      return row?.id ?? null
    },

    async runNow(id) {
      const now = clock()
      const [job] = await db
        .update(jobs)
        .set({ lockedUntil: lease(now), attempts: sql`${jobs.attempts} + 1` })
        .where(and(eq(jobs.id, id), inArray(jobs.name, [...handlers.keys()]), isNull(jobs.failedAt), free(now)))
        .returning()
      return job ? track(execute(job)) : false
    },

    async recur(name, everyMs) {
      intervals.set(name, everyMs)
      await this.enqueue(name, {}, { singletonKey: `${recurringPrefix}${name}` })
    },

    runDue,

    start() {
      clearInterval(timer)
      timer = setInterval(poll, pollMs).unref()
    },

    async stop() {
      clearInterval(timer)
      timer = undefined
      await polling
      await Promise.allSettled([...running])
    },
  }
}

/** Failed jobs are kept this long for an operator to read, then deleted (a done job is deleted at once). */
const failedJobsKeptMs = 7 * 24 * 3_600_000

export async function purgeFailedJobs(db: Db, now: Date): Promise<void> {
  await db.delete(jobs).where(lt(jobs.failedAt, new Date(now.getTime() - failedJobsKeptMs)))
}

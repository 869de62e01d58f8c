import { setTimeout as wait } from 'node:timers/promises'
import { errorChain, errorCode } from '../lib/error-code.ts'
import type { Db } from './database.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * deadlock_detected and serialization_failure: PostgreSQL rolled the transaction back so that
 * another could go on, and the same work tried again succeeds.
 */
const retryableCodes = new Set(['40P01', '40001'])

/** Whether the error, however deep the driver wrapped it, is such a rollback. */
function isRetryableConflict(error: unknown): boolean {
  return errorChain(error).some((e) => retryableCodes.has(errorCode(e) ?? ''))
}

const attempts = 4

/**
 * A transaction tried again (up to four times, after a few milliseconds) when PostgreSQL
 * gives it up for a deadlock or a serialization failure, instead of answering a server error.
 * The work must be all inside the transaction: it runs again from the start.
 */
export async function retryingTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work)
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error
      // A random pause, so that the two that collided do not collide again at once.
      await wait(Math.random() * 10 * attempt)
    }
  }
}

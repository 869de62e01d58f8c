import { availableParallelism } from 'node:os'
import argon2 from 'argon2'
import { ReturnCode } from '#contract/return-codes'
import { ApiError } from './api-error.ts'
import { concurrencyLimit, QueueFullError } from './concurrency-limit.ts'

export type PasswordHashing = 'standard' | 'fast-for-tests'

/**
 * New hashes: argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). A test suite's
 * throwaway accounts may ask for argon2id at its floor, about fifty times cheaper; configuration
 * refuses that in production. A hash carries its own cost, so either kind verifies under either.
 */
const hashingCosts = {
  standard: { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  'fast-for-tests': { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const satisfies Record<PasswordHashing, argon2.Options>

let argon2Options: argon2.Options = hashingCosts.standard
/** What one verification at the current cost takes here, measured once and then on real ones. */
let verification: Promise<number> | undefined

/** Set once as the app starts, from its configuration. */
export function usePasswordHashing(hashing: PasswordHashing): void {
  if (argon2Options === hashingCosts[hashing]) return
  argon2Options = hashingCosts[hashing]
  verification = undefined
}

/**
 * Hashing runs on libuv's thread pool, which file reads share, and each one keeps a core busy:
 * one core fewer than the machine has (at least one) leaves a core and threads for the event
 * loop, the app shell and uploads, and 19 MiB each bounds the memory. A burst beyond what
 * waits is answered "busy" at once instead of queueing for seconds.
 */
const hashing = concurrencyLimit(Math.max(1, availableParallelism() - 1), { maxWaiting: 32 })

/** Answered when the hashing queue is full: try again shortly. */
export const serverBusy = () =>
  new ApiError(ReturnCode.serviceUnavailable, { key: 'server.busy' }, { httpStatus: 503, headers: { 'retry-after': '2' } })

/** Whether a password check now would be answered busy. */
export const passwordChecksFull = (): boolean => hashing.full()

async function limited<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await hashing(work)
  } catch (error) {
    if (error instanceof QueueFullError) throw serverBusy()
    throw error
  }
}

export const hashPassword = (password: string): Promise<string> => limited(() => argon2.hash(password, argon2Options))

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return limited(async () => {
    const started = performance.now()
    try {
      return await argon2.verify(hash, password)
    } catch {
      return false
    } finally {
      noteVerification(performance.now() - started)
    }
  })
}

/** A moving mean of the latest verifications, so the decoy follows the machine's pace. */
function noteVerification(ms: number): void {
  const latest = verification
  verification = latest
    ? latest.then(
        (mean) => mean * 0.8 + ms * 0.2,
        () => ms,
      )
    : Promise.resolve(ms)
}

/** The first measure, before any real verification: one hash and one verification at the current cost. */
async function measureVerification(): Promise<number> {
  const hash = await argon2.hash('decoy password for unknown accounts', argon2Options)
  const started = performance.now()
  await argon2.verify(hash, 'another password')
  return performance.now() - started
}

/**
 * Spends the time of one verification when there is no account, so timing does not tell, but
 * not its work: a storm of logins to phones with no account (the cheapest storm to send) then
 * takes no place in the queue of real checks, and a member's right password gets its turn.
 * The wait varies a little, as real verifications do.
 */
export async function verifyDecoy(): Promise<void> {
  verification ??= measureVerification().catch((error: unknown) => {
    verification = undefined
    throw error
  })
  const mean = await verification
  await new Promise((resolve) => setTimeout(resolve, mean * (0.9 + Math.random() * 0.2)))
}

import { createHmac } from 'node:crypto'
import { createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { ReturnCode } from '#contract/return-codes'
import type { ProofOfWork, ProofOfWorkWanted } from '#contract/proof-of-work'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { Clock } from '../lib/clock.ts'
import { sendThrottles } from '../db/schema.ts'
import { ApiError } from '../lib/api-error.ts'
import { hashedKeyPart } from './send-throttle.ts'

/** What a proof is good for: one kind of try, from one address (hashed), at a level of work. */
export interface ProofScope {
  kind: string
  address: string
  level: number
}

/** The highest level: the first level's work times this, some seconds of a phone's time. */
export const highestProofLevel = 16
const algorithm = 'PBKDF2/SHA-256'
const challengeLifeMs = 10 * 60_000

export interface ProofContext {
  db: Db
  config: Config
  clock: Clock
}

/** Keys of their own for the challenges' signatures, from the server's code secret. */
function secretsOf(ctx: ProofContext) {
  const secret = ctx.config.codeHmacSecret
  if (!secret) throw new Error('No CODE_HMAC_SECRET: proofs of effort are signed only inside the server')
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest('hex')
  return { hmacSignatureSecret: derive('proof-of-work'), hmacKeySignatureSecret: derive('proof-of-work-key') }
}

/**
 * The answer that asks for proof of effort: a challenge whose solution is found by trying
 * counters from zero, about `tries × level` of them (one PBKDF2 of `cost` rounds each), and
 * checked here by one signature.
 */
export async function proofWanted(ctx: ProofContext, scope: ProofScope): Promise<ApiError> {
  const { cost, tries } = ctx.config.proofOfWork
  const mean = tries * scope.level
  const challenge = await createChallenge({
    algorithm,
    cost,
    counter: randomInt(Math.ceil(mean / 2), Math.ceil((mean * 3) / 2)),
    deriveKey,
    // The library checks its own expiry by the machine's clock; the server's clock decides here.
    data: { kind: scope.kind, address: scope.address, level: scope.level, until: ctx.clock().getTime() + challengeLifeMs },
    ...secretsOf(ctx),
  })
  const data: ProofOfWorkWanted = { challenge }
  return new ApiError(ReturnCode.proofOfWorkRequired, { key: 'accountMessages.proveEffort' }, { httpStatus: 428, data })
}

function parseProof(header: string): ProofOfWork | undefined {
  try {
    const proof = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Partial<ProofOfWork> | null
    if (typeof proof?.challenge?.parameters !== 'object' || typeof proof.solution?.counter !== 'number') return undefined
    return proof as ProofOfWork
  } catch {
    return undefined
  }
}

/**
 * Whether `header` proves the effort `wanted` asks for: signed here, for this kind and address,
 * of at least half the level now wanted (the level may have risen while it was solved), not
 * past its time, and not used before: each proof is spent by the try it comes with.
 */
export async function spendProof(ctx: ProofContext, header: string | undefined, wanted: ProofScope): Promise<boolean> {
  const proof = header ? parseProof(header) : undefined
  if (!proof?.challenge.signature) return false
  const data = proof.challenge.parameters.data ?? {}
  const fits =
    data.kind === wanted.kind &&
    data.address === wanted.address &&
    Number(data.level) >= wanted.level / 2 &&
    Number(data.until) > ctx.clock().getTime()
  if (!fits) return false
  const result = await verifySolution({
    challenge: proof.challenge,
    solution: proof.solution,
    deriveKey,
    ...secretsOf(ctx),
  }).catch(() => undefined)
  if (!result?.verified) return false
  const now = ctx.clock()
  const spent = await ctx.db
    .insert(sendThrottles)
    .values({
      key: `proof-spent:${hashedKeyPart(proof.challenge.signature)}`,
      windowStartedAt: now,
      count: 1,
      lastAt: now,
    })
    .onConflictDoNothing()
    .returning({ key: sendThrottles.key })
  return spent.length > 0
}

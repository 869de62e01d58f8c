import { pbkdf2Sync } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { solveChallenge, type DeriveKeyFunction } from 'altcha-lib'
import { challengeOf, proofOfWorkHeader } from '#contract/proof-of-work'

/** What a call came to after any proof of effort it was asked for, and the level of work asked (0: none). */
export interface Proven {
  answer: LightMyRequestResponse
  level: number
}

/**
 * The library's key derivation (PBKDF2/SHA-256, the server's algorithm), done on this thread: the
 * library's own hands each try to the thread pool, and in a test of a thousand logins the
 * hand-overs of thousands of tries of one round each cost more than the rounds.
 */
const deriveKey: DeriveKeyFunction = async (parameters, salt, password) => {
  if (parameters.algorithm !== 'PBKDF2/SHA-256') throw new Error(`Unexpected algorithm ${parameters.algorithm}`)
  return { derivedKey: pbkdf2Sync(password, salt, parameters.cost, parameters.keyLength, 'sha256') }
}

/**
 * Sends a call as the browser does: when the answer asks for proof of effort, solves its
 * challenge and sends the call again with the proof.
 */
export async function withProof(send: (headers: Record<string, string>) => Promise<LightMyRequestResponse>): Promise<Proven> {
  const first = await send({})
  const challenge = challengeOf(first.json())
  if (!challenge) return { answer: first, level: 0 }
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('The challenge was not solved')
  const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  return { answer: await send({ [proofOfWorkHeader]: proof }), level: Number(challenge.parameters.data?.level) }
}

/**
 * Work that tests solve at once: one PBKDF2 round per try, about one try per level. A solution is
 * still searched for and checked; a test of a thousand logins asks for some ten thousand levels,
 * which at 20 tries of 5 rounds kept it solving for most of its time.
 */
export const quickProofs = { PROOF_OF_WORK_COST: '1', PROOF_OF_WORK_TRIES: '1' }

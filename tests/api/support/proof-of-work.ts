import type { LightMyRequestResponse } from 'fastify'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { challengeOf, proofOfWorkHeader } from '#contract/proof-of-work'

/** What a call came to after any proof of effort it was asked for, and the level of work asked (0: none). */
export interface Proven {
  answer: LightMyRequestResponse
  level: number
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

/** Work that tests solve at once: a few PBKDF2 rounds per try, a few tries per level. */
export const quickProofs = { PROOF_OF_WORK_COST: '5', PROOF_OF_WORK_TRIES: '20' }

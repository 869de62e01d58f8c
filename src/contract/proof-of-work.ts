import type { Challenge, Solution } from 'altcha-lib/types'
import type { Envelope } from './envelope.ts'
import { ReturnCode } from './return-codes.ts'

/**
 * A client address that failed often (wrong passwords, wrong codes) is asked for proof of
 * effort before its next try: an ALTCHA challenge (open protocol, no third party), solved in
 * the browser and sent back in this header with the same request again.
 */
export const proofOfWorkHeader = 'x-proof-of-work'

/** The `data` of a 428 answer: the work to do. */
export interface ProofOfWorkWanted {
  challenge: Challenge
}

/** What the header carries, as base64 of its JSON. */
export interface ProofOfWork {
  challenge: Challenge
  solution: Solution
}

/** The challenge of an answer that asks for proof of effort, or undefined for any other answer. */
export function challengeOf(envelope: Envelope | undefined): Challenge | undefined {
  if (envelope?.returnCode !== ReturnCode.proofOfWorkRequired) return undefined
  const data = envelope.data as Partial<ProofOfWorkWanted> | null
  return typeof data?.challenge?.parameters === 'object' ? data.challenge : undefined
}

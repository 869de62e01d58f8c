import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import type { Challenge } from 'altcha-lib/types'
import type { ProofOfWork } from '#contract/proof-of-work'

/** Tries counters until one derives the key the challenge asks for (PBKDF2 by the browser's own crypto). */
export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('The proof of effort took too long')
  const proof: ProofOfWork = { challenge, solution }
  return btoa(JSON.stringify(proof))
}

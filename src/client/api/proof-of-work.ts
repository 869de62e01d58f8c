import type { Challenge } from 'altcha-lib/types'

/**
 * Proof of effort, asked of a client address that failed often: the solver loads only when a
 * challenge comes (it is no part of any page's first load), and while it works the page shows
 * the server's message (in the page's language) saying why.
 */
let notice: string | undefined
const listeners = new Set<() => void>()
const show = (text: string | undefined) => {
  notice = text
  listeners.forEach((listener) => listener())
}

/** The message to show while a proof is worked out, or undefined. */
export const provingNotice = (): string | undefined => notice

export function subscribeToProving(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Solves the challenge, saying `message` meanwhile; answers the proof to send with the call again. */
export async function proveEffort(challenge: Challenge, message: string): Promise<string> {
  show(message)
  try {
    const { solveProof } = await import('./proof-solver.ts')
    return await solveProof(challenge)
  } finally {
    show(undefined)
  }
}

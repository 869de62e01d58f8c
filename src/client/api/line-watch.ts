/**
 * Whether the portal answers: a request that has had no answer for a moment, or that ended
 * without one, marks the line as down until the next answer of any kind. A connection that
 * opens and never answers (a captive portal, one bar of signal) looks online to the browser;
 * pages read this to show what the device keeps, and say so, instead of waiting.
 */
const noAnswerAfterMs = 1500

/**
 * Kept for the tab's next page: a reload or a move on a line that stopped answering says so as
 * soon as it opens, instead of after its own first wait; its first answer clears it.
 */
const downSinceKey = 'club-portal-line-down-since'

function rememberedDownSince(): number | undefined {
  try {
    const since = Number(sessionStorage.getItem(downSinceKey))
    return since > 0 ? since : undefined
  } catch {
    return undefined
  }
}

function remember(since: number | undefined): void {
  try {
    if (since === undefined) sessionStorage.removeItem(downSinceKey)
    else sessionStorage.setItem(downSinceKey, String(since))
  } catch {
    // A tab that keeps nothing waits for its own first request instead.
  }
}

let downSince = rememberedDownSince()
const listeners = new Set<() => void>()

function set(next: number | undefined): void {
  if (next === downSince || (next !== undefined && downSince !== undefined)) return
  downSince = next
  remember(next)
  for (const listener of listeners) listener()
}

/** When the line stopped answering (epoch ms); undefined while it answers. */
export const lineDownSince = (): number | undefined => downSince

export function subscribeToLine(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Watches one request from its start; the function it answers ends the watch: true for an answer
 * of any kind, false for none, undefined when the request was called off (which tells nothing).
 */
export function watchRequest(): (answered: boolean | undefined) => void {
  const startedAt = Date.now()
  const timer = setTimeout(() => set(startedAt), noAnswerAfterMs)
  return (answered) => {
    clearTimeout(timer)
    if (answered !== undefined) set(answered ? undefined : startedAt)
  }
}

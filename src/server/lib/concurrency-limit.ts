/** Thrown instead of queueing when as many tasks already wait as the limit allows. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError'
}

/**
 * Runs at most `max` tasks at once; the others wait their turn, first come first served, and
 * beyond `maxWaiting` of them a new task is refused with {@link QueueFullError} at once. A
 * finished task hands its place straight to the next one, so no newcomer slips in between.
 */
export function concurrencyLimit(max: number, { maxWaiting = Infinity }: { maxWaiting?: number } = {}) {
  let running = 0
  const waiting: (() => void)[] = []
  async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++
    else if (waiting.length >= maxWaiting) throw new QueueFullError()
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
  /** Whether a task now would be refused: a caller may then spare the work that leads up to it. */
  const full = () => running >= max && waiting.length >= maxWaiting
  return Object.assign(limited, { full })
}

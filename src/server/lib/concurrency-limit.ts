/**
 * Runs at most `max` tasks at once; the others wait their turn, first come first served. A
 * finished task hands its place straight to the next one, so no newcomer slips in between.
 */
export function concurrencyLimit(max: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

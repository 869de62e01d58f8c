import { expect } from 'vitest'

/**
 * Reads until the expectation holds, for two seconds at most: a change made elsewhere reaches
 * a node's kept reads by the database's announcement (at once on PGlite, within moments on
 * PostgreSQL).
 */
export async function eventually(read: () => Promise<unknown>, expected: unknown): Promise<void> {
  const deadline = Date.now() + 2000
  for (;;) {
    const value = await read()
    try {
      expect(value).toMatchObject(expected as object)
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
}

import type { Page } from '@playwright/test'
import { lineRelay, type LineRelay } from '#tests/support/line-relay.ts'
import { e2ePort } from './e2e-env.ts'
import { test as base } from './fixtures.ts'

/**
 * A test whose browser reaches the portal through a line of its own (tests/support/line-relay.ts):
 * its pages, relative paths included, are on the relay's origin, so the test can refuse or hold
 * the line, for the service worker's requests as much as the page's.
 */
export const test = base.extend<{ line: LineRelay }>({
  line: async ({}, use) => {
    const relay = await lineRelay({ port: e2ePort })
    await use(relay)
    await relay.close()
  },
  baseURL: async ({ line }, use) => use(line.origin),
})

/**
 * What a device's storage refuses: 'blobs' as WebKit does in a session that keeps nothing on disk
 * (IndexedDB refuses a Blob, keeps an ArrayBuffer), 'everything' as a device that keeps nothing
 * (storage refused or full). Played in the page before the portal's scripts run.
 */
export type StorageRefusal = 'blobs' | 'everything'

export async function refuseStorage(page: Page, refusal: StorageRefusal): Promise<void> {
  await page.addInitScript((refused: StorageRefusal) => {
    const holdsBlob = (value: unknown, seen = new Set<unknown>()): boolean => {
      if (value instanceof Blob) return true
      if (typeof value !== 'object' || value === null || seen.has(value) || value instanceof ArrayBuffer) return false
      seen.add(value)
      return Object.values(value).some((inner) => holdsBlob(inner, seen))
    }
    for (const method of ['put', 'add'] as const) {
      const original = IDBObjectStore.prototype[method]
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        if (refused === 'everything') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        if (holdsBlob(value))
          throw new DOMException('Error preparing Blob/File data to be stored in object store', 'UnknownError')
        return original.call(this, value, key)
      }
    }
  }, refusal)
}

/** Keeps the page's unhandled promise rejections, for {@link unhandledRejections}. */
export const countRejections = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { unhandledRejections: seen })
    window.addEventListener('unhandledrejection', (event) => seen.push(String((event.reason as Error)?.message ?? event.reason)))
  })
}

export const unhandledRejections = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { unhandledRejections?: string[] }).unhandledRejections ?? [])

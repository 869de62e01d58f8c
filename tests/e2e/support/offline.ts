import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** Waits until the service worker has the shell and controls the page, as after a first visit. */
export async function installServiceWorker(page: Page): Promise<void> {
  // The worker's state while it installs (null before it registers): a failed install reads 'redundant'.
  const workerState = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return (registration?.active ?? registration?.waiting ?? registration?.installing)?.state ?? null
    })
  await expect.poll(workerState, { timeout: 30_000 }).toBe('activated')
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/**
 * The member ID in the profile the device keeps in IndexedDB (idb-keyval's default store),
 * or null when none is kept. Read only once the portal has opened its store.
 */
export const persistedMemberId = (page: Page): Promise<string | null> =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const read = db.transaction('keyval').objectStore('keyval').get('club-portal-query-cache')
          read.onsuccess = () => {
            db.close()
            const client = read.result ? JSON.parse(read.result as string) : null
            const profile = client?.clientState.queries.find((query: { queryKey: unknown[] }) => query.queryKey[0] === 'profile')
            resolve(profile?.state.data.clubMemberId ?? null)
          }
          read.onerror = () => reject(read.error)
        }
      }),
  )

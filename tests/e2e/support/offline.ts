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
  // Looked at every 100 ms: the default steps reach a second apart, most of it waited after the worker was ready.
  await expect.poll(workerState, { timeout: 30_000, intervals: [100] }).toBe('activated')
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { intervals: [100] }).toBe(true)
}

type PersistedQuery = { queryKey: unknown[]; state: { data: unknown } }

/**
 * The queries the device keeps in IndexedDB (idb-keyval's default store); none when nothing is
 * kept. Read only once the portal has opened its store.
 */
const persistedQueries = (page: Page): Promise<PersistedQuery[]> =>
  page.evaluate(
    () =>
      new Promise<PersistedQuery[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const read = db.transaction('keyval').objectStore('keyval').get('club-portal-query-cache')
          read.onsuccess = () => {
            db.close()
            const client = read.result ? JSON.parse(read.result as string) : null
            resolve(client?.clientState.queries ?? [])
          }
          read.onerror = () => reject(read.error)
        }
      }),
  )

/** The member ID in the profile the device keeps, or null when none is kept. */
export async function persistedMemberId(page: Page): Promise<string | null> {
  const profile = (await persistedQueries(page)).find((query) => query.queryKey[0] === 'profile')
  return (profile?.state.data as { clubMemberId?: string } | undefined)?.clubMemberId ?? null
}

/** The reference lists (by type) the device keeps for its offline forms. */
export async function persistedDropDownLists(page: Page): Promise<string[]> {
  return (await persistedQueries(page))
    .filter((query) => query.queryKey[0] === 'dropDownList')
    .map((query) => String(query.queryKey[1]))
}

/**
 * Every record of an IndexedDB object store of the portal's; none when the database or the store
 * is not there (yet).
 */
export const keptRecords = (page: Page, databaseName: string, storeName: string): Promise<unknown[]> =>
  page.evaluate(
    async ({ databaseName, storeName }) =>
      // Opening a database that is not there would make an empty one the portal cannot use.
      !(await indexedDB.databases()).some((database) => database.name === databaseName)
        ? []
        : new Promise<unknown[]>((resolve, reject) => {
            const open = indexedDB.open(databaseName)
            open.onerror = () => reject(open.error)
            open.onsuccess = () => {
              const db = open.result
              if (!db.objectStoreNames.contains(storeName)) {
                db.close()
                resolve([])
                return
              }
              const read = db.transaction(storeName).objectStore(storeName).getAll()
              read.onsuccess = () => {
                db.close()
                resolve(read.result)
              }
              read.onerror = () => reject(read.error)
            }
          }),
    { databaseName, storeName },
  )

/**
 * The values of every form draft the device keeps. A draft is written a moment after a change;
 * a test that reloads waits for it, as a member's reload would come later than a test's.
 */
export const keptDrafts = (page: Page): Promise<unknown[]> => keptRecords(page, 'club-form-drafts', 'drafts')

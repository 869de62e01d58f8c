import type { QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'
import { closableStore } from './closable-store.ts'
import { cacheBuster, memberQueryRoots, persistedMaxAgeMs, shouldPersistQuery } from './persisted-queries.ts'

type AsyncStorage = Parameters<typeof createAsyncStoragePersister>[0]['storage']

/** idb-keyval's own database and store, where devices already keep the copy. */
const keyvalStore = closableStore('keyval-store', 'keyval')

/** IndexedDB through idb-keyval: large enough for the lists, and readable by a cold start offline. */
const indexedDbStorage: NonNullable<AsyncStorage> = {
  getItem: async (key) => (await get<string>(key, keyvalStore)) ?? null,
  setItem: (key, value) => set(key, value, keyvalStore),
  removeItem: (key) => del(key, keyvalStore),
}

export const persistedCacheKey = 'club-portal-query-cache'

export function createQueryPersister(storage: NonNullable<AsyncStorage> = indexedDbStorage) {
  return createAsyncStoragePersister({ storage, key: persistedCacheKey, throttleTime: 1000 })
}

export type QueryPersister = ReturnType<typeof createQueryPersister>

export function persistOptions(persister: QueryPersister): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    buster: cacheBuster,
    maxAge: persistedMaxAgeMs,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
    // What the device kept stays in memory while the page lives, shown or not: a restored
    // answer dropped after the default few minutes would leave the device's copy with it.
    hydrateOptions: { defaultOptions: { queries: { gcTime: Infinity } } },
  }
}

/**
 * Logout or an expired session: the member's data leaves the device. Their answers leave the
 * cache first, so a save still waiting in the throttle writes a cache without them; then the
 * stored copy is deleted outright.
 */
export async function forgetMemberData(queryClient: QueryClient, persister: QueryPersister): Promise<void> {
  for (const root of memberQueryRoots) queryClient.removeQueries({ queryKey: [root] })
  await persister.removeClient()
}

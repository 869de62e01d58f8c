import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { describe, expect, it } from 'vitest'
import { cacheBuster, persistedMaxAgeMs, shouldPersistQuery } from '#client/offline/persisted-queries.ts'
import { createQueryPersister, forgetMemberData, persistedCacheKey, persistOptions } from '#client/offline/query-persister.ts'

/** The device's storage, in memory: what IndexedDB would hold. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  }
}

const profile = { clubMemberId: 'SC00012345', tier: 'ordinary', firstName: 'Tai Man', lastName: 'Chan' }
const countryCodes = [{ id: 1, code: '852' }]

/** A client after one online visit: the profile, a reference list, the session check and a failed call. */
async function visitedClient() {
  const client = new QueryClient()
  client.setQueryData(['profile'], profile)
  client.setQueryData(['dropDownList', 'COUNTRY_CODE'], countryCodes)
  client.setQueryData(['session'], { loggedIn: true })
  await client
    .prefetchQuery({
      queryKey: ['dropDownList', 'SALUTATION'],
      queryFn: () => Promise.reject(new Error('offline')),
      retry: false,
    })
    .catch(() => undefined)
  return client
}

const queryLike = (queryKey: unknown[], status: 'success' | 'error' | 'pending', data?: unknown) =>
  ({ queryKey, state: { status, data: status === 'success' ? { some: 'answer' } : data } }) as unknown as Parameters<
    typeof shouldPersistQuery
  >[0]

describe('what the device keeps for the offline card and pages', () => {
  it('keeps the profile, the applications and the reference lists that arrived, nothing else', () => {
    expect(shouldPersistQuery(queryLike(['profile'], 'success'))).toBe(true)
    expect(shouldPersistQuery(queryLike(['dropDownList', 'COUNTRY_CODE'], 'success'))).toBe(true)
    expect(shouldPersistQuery(queryLike(['session'], 'success'))).toBe(false)
    expect(shouldPersistQuery(queryLike(['profile'], 'error'))).toBe(false)
    // Offline, the refetch failed: the answer from the last visit is still the one to keep.
    expect(shouldPersistQuery(queryLike(['profile'], 'error', profile))).toBe(true)
    expect(shouldPersistQuery(queryLike(['dropDownList', 'AREA'], 'pending'))).toBe(false)
    expect(shouldPersistQuery(queryLike(['parkingForm'], 'success'))).toBe(true)
    expect(shouldPersistQuery(queryLike(['upgradeForm'], 'success'))).toBe(true)
    expect(shouldPersistQuery(queryLike(['staff', 'upgradeQueue'], 'success'))).toBe(false)
  })

  it('a cold start restores the profile and the lists, and the session is checked afresh', async () => {
    const storage = memoryStorage()
    const persister = createQueryPersister(storage)
    const options = persistOptions(persister)
    await persistQueryClientSave({ queryClient: await visitedClient(), ...options })
    const stored = JSON.parse(storage.items.get(persistedCacheKey)!)
    expect(stored.buster).toBe(cacheBuster)

    const coldStart = new QueryClient()
    await persistQueryClientRestore({ queryClient: coldStart, ...options })
    expect(coldStart.getQueryData(['profile'])).toEqual(profile)
    expect(coldStart.getQueryData(['dropDownList', 'COUNTRY_CODE'])).toEqual(countryCodes)
    expect(coldStart.getQueryData(['session'])).toBeUndefined()
    expect(coldStart.getQueryState(['dropDownList', 'SALUTATION'])).toBeUndefined()
  })

  it('a release with another cache version drops what the device kept under the old one', async () => {
    const storage = memoryStorage()
    const persister = createQueryPersister(storage)
    await persistQueryClientSave({
      queryClient: await visitedClient(),
      ...persistOptions(persister),
      buster: 'club-portal-cache-v0',
    })

    const coldStart = new QueryClient()
    await persistQueryClientRestore({ queryClient: coldStart, ...persistOptions(persister) })
    expect(coldStart.getQueryData(['profile'])).toBeUndefined()
    expect(storage.items.has(persistedCacheKey)).toBe(false)
  })

  it('a refetch that failed offline does not wipe the kept profile for the next cold start', async () => {
    const storage = memoryStorage()
    const persister = createQueryPersister(storage)
    const options = persistOptions(persister)
    const offlineStart = await visitedClient()
    await offlineStart
      .fetchQuery({ queryKey: ['profile'], queryFn: () => Promise.reject(new Error('offline')), retry: false, staleTime: 0 })
      .catch(() => undefined)
    expect(offlineStart.getQueryState(['profile'])?.status).toBe('error')
    await persistQueryClientSave({ queryClient: offlineStart, ...options })

    const nextStart = new QueryClient()
    await persistQueryClientRestore({ queryClient: nextStart, ...options })
    expect(nextStart.getQueryData(['profile'])).toEqual(profile)
  })

  it('a copy older than the kept period is not shown', async () => {
    const storage = memoryStorage()
    const persister = createQueryPersister(storage)
    const options = persistOptions(persister)
    await persistQueryClientSave({ queryClient: await visitedClient(), ...options })
    const stored = JSON.parse(storage.items.get(persistedCacheKey)!)
    stored.timestamp -= persistedMaxAgeMs + 1
    storage.items.set(persistedCacheKey, JSON.stringify(stored))

    const coldStart = new QueryClient()
    await persistQueryClientRestore({ queryClient: coldStart, ...options })
    expect(coldStart.getQueryData(['profile'])).toBeUndefined()
  })

  it('logging out removes the profile and the applications from the cache and the device', async () => {
    const storage = memoryStorage()
    const persister = createQueryPersister(storage)
    const client = await visitedClient()
    client.setQueryData(['parkingForm'], { status: 'applied' })
    client.setQueryData(['upgradeForm'], null)
    await persistQueryClientSave({ queryClient: client, ...persistOptions(persister) })
    await forgetMemberData(client, persister)
    expect(client.getQueryData(['profile'])).toBeUndefined()
    expect(client.getQueryData(['parkingForm'])).toBeUndefined()
    expect(client.getQueryState(['upgradeForm'])).toBeUndefined()
    expect(storage.items.has(persistedCacheKey)).toBe(false)
  })
})

import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { describe, expect, it } from 'vitest'
import { cacheBuster, persistedMaxAgeMs, shouldPersistQuery } from '#client/offline/persisted-queries.ts'
import { createQueryPersister, forgetMemberData, persistedCacheKey, persistOptions } from '#client/offline/query-persister.ts'
import { createQueryClient } from '#client/api/query-client.ts'
import { dropDownListQuery } from '#client/api/reference-query.ts'
import { parkingFormQuery } from '#client/features/parking/api.ts'
import { profileQuery } from '#client/features/profile/api.ts'
import { upgradeFormQuery } from '#client/features/upgrade/api.ts'

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

  it('keeps an answer the device keeps in memory once no page shows it, fetched or restored, so the device keeps it too', async () => {
    const client = createQueryClient()
    const answered = { profile, parking: { status: 'applied' }, interests: [{ id: 1 }] }
    // Each query as its page asks for it (its key and how long it is kept), answered here.
    const fetched = ({ queryKey, gcTime }: { queryKey: readonly unknown[]; gcTime?: number }, data: unknown) =>
      client.prefetchQuery({ queryKey, gcTime, queryFn: async () => data })
    await fetched(profileQuery, answered.profile)
    await fetched(parkingFormQuery, answered.parking)
    await fetched(upgradeFormQuery, null)
    await fetched(dropDownListQuery('INTEREST'), answered.interests)
    // No page observes them: a gcTime past a timer's limit would have dropped them by now.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(client.getQueryData(['profile'])).toEqual(profile)
    expect(client.getQueryData(['parkingForm'])).toEqual(answered.parking)
    expect(client.getQueryState(['upgradeForm'])?.status).toBe('success')
    expect(client.getQueryData(['dropDownList', 'INTEREST'])).toEqual(answered.interests)

    const storage = memoryStorage()
    const options = persistOptions(createQueryPersister(storage))
    await persistQueryClientSave({ queryClient: client, ...options })
    const coldStart = createQueryClient()
    await persistQueryClientRestore({ queryClient: coldStart, ...options })
    // Restored, they stay longer than the client's default few minutes.
    for (const queryKey of [['profile'], ['parkingForm'], ['upgradeForm'], ['dropDownList', 'INTEREST']])
      expect(coldStart.getQueryCache().find({ queryKey })?.gcTime, queryKey.join()).toBe(Infinity)
  })
})

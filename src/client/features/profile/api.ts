import { queryOptions } from '@tanstack/react-query'
import { profileEndpoints } from '#contract/endpoints/profile'
import { call } from '#client/api/http-client.ts'
import { persistedMaxAgeMs } from '#client/offline/persisted-queries.ts'

/**
 * The member's profile, always refetched when shown: it is stale at once, unlike other data.
 * Kept as long as the device keeps it, so the offline card outlives a visit to other pages.
 */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => call(profileEndpoints.getProfile, { signal }),
  staleTime: 0,
  gcTime: persistedMaxAgeMs,
})

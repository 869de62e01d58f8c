import { queryOptions } from '@tanstack/react-query'
import { profileEndpoints } from '#contract/endpoints/profile'
import { call } from '#client/api/http-client.ts'

/**
 * The member's profile, always refetched when shown: it is stale at once, unlike other data.
 * Kept in memory as long as the page lives (a gcTime past a timer's limit of about 24.8 days
 * drops it at once), so the device's copy, the offline card, outlives a visit to other pages.
 */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => call(profileEndpoints.getProfile, { signal }),
  staleTime: 0,
  gcTime: Infinity,
})

import { queryOptions } from '@tanstack/react-query'
import { endpoints } from '#contract/endpoints'
import type { Profile } from '#contract/schemas/profile'
import { request } from '../../api/http-client.ts'

/** The member's profile, always refetched when shown (spec section 7: cache always stale). */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => request<Profile>(endpoints.getProfile, { signal }),
  staleTime: 0,
})

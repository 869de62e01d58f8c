import { MutationCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from './http-client.ts'
import { leaveIfUnderMaintenance } from './maintenance-redirect.ts'

/**
 * Data goes stale after 5 minutes and is kept 10; not refetched on window focus. A query on
 * screen whose last try got no answer asks again every 15 s, so a page showing the device's
 * copy comes back by itself once the network answers (a connection that never answered gives
 * the browser no 'online' event to refetch on). A write refused for maintenance turns the page to
 * the notice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: leaveIfUnderMaintenance }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && error instanceof ApiError && error.isNetworkFailure,
        refetchInterval: (query) =>
          query.state.error instanceof ApiError && query.state.error.isNetworkFailure ? 15_000 : false,
      },
      // A form sent offline is told so at once rather than waiting, silent, for a network that
      // may not come while the page is open; the forms that keep their input say where it is.
      mutations: { networkMode: 'always' },
    },
  })
}

import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './http-client.ts'

/** Data goes stale after 5 minutes and is kept 10; not refetched on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && error instanceof ApiError && error.isNetworkFailure,
      },
      // A form sent offline is told so at once rather than waiting, silent, for a network that
      // may not come while the page is open; the forms that keep their input say where it is.
      mutations: { networkMode: 'always' },
    },
  })
}

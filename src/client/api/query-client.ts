import { QueryClient } from '@tanstack/react-query'

/** Spec section 7: data stale after 5 minutes, kept 10, not refetched on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && (error as { isNetworkFailure?: boolean }).isNetworkFailure === true,
      },
    },
  })
}

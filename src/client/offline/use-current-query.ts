import { type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query'
import { useLineDown } from './use-online.ts'

/**
 * A query whose answer may decide where a page sends the member. An answer kept on the device
 * from an earlier visit may be out of date (staff decided since), so while the server is being
 * asked it is held back; it is used as it is only when no answer can come (offline, or no answer
 * for a moment: the query client still tries, and retries, before it gives up) or the asking failed.
 */
export function useCurrentQuery<Data, Key extends QueryKey>(options: UseQueryOptions<Data, Error, Data, Key>) {
  const query = useQuery(options)
  const lineDown = useLineDown()
  const current = query.isFetchedAfterMount || query.fetchStatus !== 'fetching' || lineDown
  return { ...query, data: current ? query.data : undefined }
}

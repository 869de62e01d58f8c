import type { UseQueryResult } from '@tanstack/react-query'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { LoadStatus } from '#client/ui/load-status.tsx'

/** Loading, or what failed with the way to try again. */
export function QueryStatus({ query }: { query: Pick<UseQueryResult, 'isError' | 'isFetching' | 'refetch'> }) {
  const { LL } = useI18n()
  return (
    <LoadStatus
      failed={query.isError}
      failedText={LL.staffConsole.loadFailed()}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  )
}

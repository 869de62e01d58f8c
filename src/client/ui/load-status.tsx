import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from '#client/styles/pages.module.css'
import { SpinnerButton } from './spinner-button.tsx'

/** What a page shows while its data loads, or when it could not be loaded: what failed and the way to try again. */
export function LoadStatus({
  failed,
  failedText,
  retrying,
  onRetry,
}: {
  failed: boolean
  failedText: string
  retrying: boolean
  onRetry: () => void
}) {
  const { LL } = useI18n()
  if (!failed) {
    return (
      <p className={styles.status} role="status">
        {LL.common.loading()}
      </p>
    )
  }
  return (
    <div className={styles.status} role="alert">
      <p>{failedText}</p>
      <SpinnerButton variant="secondary" loading={retrying} onClick={onRetry}>
        {LL.common.retry()}
      </SpinnerButton>
    </div>
  )
}

/** LoadStatus for a query a page waits for: its failure, and trying it again. */
export function QueryLoadStatus({
  query,
  failedText,
}: {
  query: { isError: boolean; isFetching: boolean; refetch: () => unknown }
  failedText: string
}) {
  return (
    <LoadStatus failed={query.isError} failedText={failedText} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  )
}

import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { Profile } from '#contract/schemas/profile'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { OfflineNote } from '#client/offline/components/offline-note.tsx'
import { isNetworkFailure, useLineDown } from '#client/offline/use-online.ts'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import styles from '#client/styles/pages.module.css'
import { profileQuery } from '../api.ts'

interface ProfileLoaderProps {
  /**
   * Wait for the fetch the page starts before showing it (a form starts from the profile it is
   * shown with, and the device's copy may be older than the last save); offline, the copy at once.
   */
  fresh?: boolean
  children: (profile: Profile, status: ReactNode) => ReactNode
}

/**
 * The member's profile for a page: fresh when online, else (offline, or no answer for a moment)
 * the device's copy with a note of when it was fetched (`status`); while loading and when it
 * cannot be had, a line that says so.
 */
export function ProfileLoader({ fresh = false, children }: ProfileLoaderProps) {
  const { LL } = useI18n()
  const lineDown = useLineDown()
  const {
    data: profile,
    isPending,
    isError,
    error,
    failureReason,
    refetch,
    isFetching,
    fetchStatus,
    dataUpdatedAt,
  } = useQuery(profileQuery)
  // Only the first fetch is waited for: a refetch after a save must not take the form away.
  const settledNow = fetchStatus !== 'fetching' || isNetworkFailure(failureReason) || lineDown
  const [settled, setSettled] = useState(settledNow)
  if (settledNow && !settled) setSettled(true)
  if (profile && (!fresh || settled || settledNow)) {
    const fromDevice = lineDown || isNetworkFailure(error) || isNetworkFailure(failureReason)
    return children(profile, fromDevice ? <OfflineNote updatedAt={dataUpdatedAt} /> : null)
  }
  if (isPending || profile) {
    return (
      <p className={styles.status} role="status">
        {LL.common.loading()}
      </p>
    )
  }
  return isError ? (
    <div className={styles.status} role="alert">
      <p>{LL.profile.loadFailed()}</p>
      <SpinnerButton variant="secondary" loading={isFetching} onClick={() => void refetch()}>
        {LL.common.retry()}
      </SpinnerButton>
    </div>
  ) : null
}

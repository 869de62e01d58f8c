import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ProfileOverview } from '../../../../features/profile/components/profile-overview.tsx'
import { profileQuery } from '../../../../features/profile/api.ts'
import { useDocumentTitle, useI18n } from '../../../../i18n/i18n-context.tsx'
import { OfflineNote } from '../../../../offline/components/offline-note.tsx'
import { isNetworkFailure, useOnline } from '../../../../offline/use-online.ts'
import { SpinnerButton } from '../../../../ui/spinner-button.tsx'
import styles from '../../../../styles/pages.module.css'

export const Route = createFileRoute('/$lang/_member/my-account/Profile')({
  component: ProfilePage,
})

function ProfilePage() {
  const { LL } = useI18n()
  useDocumentTitle(LL.profile.title())
  const online = useOnline()
  const { data: profile, isPending, isError, error, refetch, isFetching, dataUpdatedAt } = useQuery(profileQuery)
  // Without a network the card comes from the device's copy, and says as of when.
  if (profile) {
    const fromDevice = !online || isNetworkFailure(error)
    return <ProfileOverview profile={profile} status={fromDevice ? <OfflineNote updatedAt={dataUpdatedAt} /> : null} />
  }
  if (isPending) {
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

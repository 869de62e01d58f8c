import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ProfileOverview } from '../../../../features/profile/components/profile-overview.tsx'
import { profileQuery } from '../../../../features/profile/api.ts'
import { useDocumentTitle, useI18n } from '../../../../i18n/i18n-context.tsx'
import { SpinnerButton } from '../../../../ui/spinner-button.tsx'
import styles from '../../../../styles/pages.module.css'

export const Route = createFileRoute('/$lang/_member/my-account/Profile')({
  component: ProfilePage,
})

function ProfilePage() {
  const { LL } = useI18n()
  useDocumentTitle(LL.profile.title())
  const { data: profile, isPending, isError, refetch, isFetching } = useQuery(profileQuery)
  if (profile) return <ProfileOverview profile={profile} />
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

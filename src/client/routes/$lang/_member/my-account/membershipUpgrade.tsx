import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router'
import { profileQuery } from '#client/features/profile/api.ts'
import { upgradeFormQuery } from '#client/features/upgrade/api.ts'
import { UpgradeFormView } from '#client/features/upgrade/components/upgrade-form.tsx'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { useCurrentQuery } from '#client/offline/use-current-query.ts'
import { QueryLoadStatus } from '#client/ui/load-status.tsx'
import { toast } from '#client/ui/toast.tsx'
import styles from '#client/styles/pages.module.css'

export const Route = createFileRoute('/$lang/_member/my-account/membershipUpgrade')({
  component: MembershipUpgradePage,
})

/** A member may apply when they never did or their last application was rejected; otherwise its page shows where it stands. */
function MembershipUpgradePage() {
  const { LL, lang } = useI18n()
  useDocumentTitle(LL.membership.title())
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const profile = useQuery(profileQuery)
  const upgrade = useCurrentQuery(upgradeFormQuery)

  if (profile.data?.tier === 'privilege') return <Navigate to="/$lang/my-account/Profile" params={{ lang }} replace />
  if (upgrade.data && upgrade.data.status !== 'rejected') {
    return <Navigate to="/$lang/my-account/submitted" params={{ lang }} replace />
  }
  if (upgrade.data === undefined) {
    return <QueryLoadStatus query={upgrade} failedText={LL.membership.loadFailed()} />
  }
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>{LL.membership.title()}</h1>
      <p className={styles.lead}>{LL.membership.intro()}</p>
      <UpgradeFormView
        previous={upgrade.data}
        contactAddress={profile.data?.contactAddress ?? null}
        onSubmitted={async () => {
          toast.success(LL.applications.sentThanks())
          await navigate({ to: '/$lang/my-account/submitted', params: { lang } })
          void queryClient.invalidateQueries(profileQuery)
          void queryClient.invalidateQueries(upgradeFormQuery)
        }}
      />
    </section>
  )
}

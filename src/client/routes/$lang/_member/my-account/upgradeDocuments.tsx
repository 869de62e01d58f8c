import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router'
import { profileQuery } from '#client/features/profile/api.ts'
import { upgradeFormQuery } from '#client/features/upgrade/api.ts'
import { UpgradeDocumentsForm } from '#client/features/upgrade/components/upgrade-documents-form.tsx'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { useCurrentQuery } from '#client/offline/use-current-query.ts'
import { QueryLoadStatus } from '#client/ui/load-status.tsx'
import { toast } from '#client/ui/toast.tsx'
import styles from '#client/styles/pages.module.css'

export const Route = createFileRoute('/$lang/_member/my-account/upgradeDocuments')({
  component: UpgradeDocumentsPage,
})

/** The documents an application waits for; any other application has nothing to add. */
function UpgradeDocumentsPage() {
  const { LL, lang } = useI18n()
  useDocumentTitle(LL.membership.addDocumentsTitle())
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const upgrade = useCurrentQuery(upgradeFormQuery)
  if (upgrade.data === undefined) {
    return <QueryLoadStatus query={upgrade} failedText={LL.membership.loadFailed()} />
  }
  if (upgrade.data?.status !== 'applied') return <Navigate to="/$lang/my-account/Profile" params={{ lang }} replace />
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>{LL.membership.addDocumentsTitle()}</h1>
      <UpgradeDocumentsForm
        application={upgrade.data}
        onSubmitted={async () => {
          toast.success(LL.membership.documentsSent())
          await navigate({ to: '/$lang/my-account/submitted', params: { lang } })
          void queryClient.invalidateQueries(profileQuery)
          void queryClient.invalidateQueries(upgradeFormQuery)
        }}
      />
    </section>
  )
}

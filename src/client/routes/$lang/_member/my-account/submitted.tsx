import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { upgradeFormQuery } from '#client/features/upgrade/api.ts'
import { UpgradeSubmitted } from '#client/features/upgrade/components/upgrade-submitted.tsx'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'

export const Route = createFileRoute('/$lang/_member/my-account/submitted')({
  component: SubmittedPage,
})

function SubmittedPage() {
  const { LL } = useI18n()
  useDocumentTitle(LL.membership.submittedTitle())
  const { data } = useQuery(upgradeFormQuery)
  return <UpgradeSubmitted awaitingDocuments={data?.status === 'applied'} />
}

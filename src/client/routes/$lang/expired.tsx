import { createFileRoute } from '@tanstack/react-router'
import { ResultPanel } from '#client/features/verification/components/result-panel.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'

/** expired: the verification code or link is incorrect or has expired, with a way back to login. */
export const Route = createFileRoute('/$lang/expired')({
  component: ExpiredPage,
})

function ExpiredPage() {
  const { LL } = useI18n()
  return <ResultPanel tone="failure" title={LL.verification.expiredTitle()} body={LL.verification.expiredBody()} />
}

import { createFileRoute, redirect } from '@tanstack/react-router'
import { ResultPanel } from '#client/features/verification/components/result-panel.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import '#client/lib/history-state.ts'

/** Reached only at the end of its flow, which hands over a token; otherwise login. */
export const Route = createFileRoute('/$lang/reset-success')({
  beforeLoad: ({ location, params }) => {
    if (!location.state.token) throw redirect({ to: '/$lang/Login', params, replace: true })
  },
  component: ResetSuccessPage,
})

function ResetSuccessPage() {
  const { LL } = useI18n()
  return <ResultPanel tone="success" title={LL.recovery.resetSuccessTitle()} body={LL.recovery.resetSuccessBody()} />
}

import { createFileRoute, redirect } from '@tanstack/react-router'
import { EnterEmailForm } from '#client/features/verification/components/enter-email-form.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { getFlowState, useFlowState } from '#client/lib/flow-state.ts'
import { FlowPage } from '#client/ui/flow-page.tsx'

/** verify-email/enterEmail: needs a member id in state, otherwise login. */
export const Route = createFileRoute('/$lang/_guest/verify-email/enterEmail')({
  beforeLoad: ({ params }) => {
    if (!getFlowState().memberId) throw redirect({ to: '/$lang/Login', params, replace: true })
  },
  component: EnterEmailPage,
})

function EnterEmailPage() {
  const { LL } = useI18n()
  const state = useFlowState()
  return (
    <FlowPage title={LL.verification.enterEmailTitle()} lead={<p>{LL.verification.enterEmailIntro()}</p>}>
      <EnterEmailForm state={state} />
    </FlowPage>
  )
}

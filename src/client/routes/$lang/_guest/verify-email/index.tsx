import { createFileRoute, redirect } from '@tanstack/react-router'
import { VerificationStep } from '#client/features/registration/components/verification-step.tsx'
import { EmailWait } from '#client/features/verification/components/email-wait.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { getFlowState, useFlowState } from '#client/lib/flow-state.ts'
import { FlowPage } from '#client/ui/flow-page.tsx'

/** verify-email: without a member id the member goes back to registration. */
export const Route = createFileRoute('/$lang/_guest/verify-email/')({
  beforeLoad: ({ params }) => {
    if (!getFlowState().memberId) throw redirect({ to: '/$lang/registration', params, replace: true })
  },
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const { LL } = useI18n()
  const state = useFlowState()
  return (
    <FlowPage
      title={LL.verification.emailTitle()}
      top={<VerificationStep />}
      lead={<p>{LL.verification.emailIntro({ email: state.email })}</p>}
    >
      <EmailWait state={state} />
    </FlowPage>
  )
}

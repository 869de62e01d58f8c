import { createFileRoute, redirect } from '@tanstack/react-router'
import { VerificationStep } from '#client/features/registration/components/verification-step.tsx'
import { VerifyPhoneForm } from '#client/features/verification/components/verify-phone-form.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { getFlowState, useFlowState } from '#client/lib/flow-state.ts'
import { FlowPage } from '#client/ui/flow-page.tsx'

/** verify-phone: needs the member a registration or recovery step gave. */
export const Route = createFileRoute('/$lang/_guest/verify-phone')({
  beforeLoad: ({ params }) => {
    if (!getFlowState().memberId) throw redirect({ to: '/$lang/registration', params, replace: true })
  },
  component: VerifyPhonePage,
})

function VerifyPhonePage() {
  const { LL } = useI18n()
  const state = useFlowState()
  const title = state.isForget ? LL.verification.phoneTitleForget() : LL.verification.phoneTitle()
  return (
    <FlowPage
      title={title}
      top={<VerificationStep />}
      lead={state.phone ? <p>{LL.verification.phoneIntro({ phone: state.phone })}</p> : null}
    >
      <VerifyPhoneForm state={state} />
    </FlowPage>
  )
}

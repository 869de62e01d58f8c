import { createFileRoute, Link, redirect, useLocation, useNavigate } from '@tanstack/react-router'
import { SetPasswordForm } from '#client/features/recovery/components/set-password-form.tsx'
import { ProgressIndicator } from '#client/features/registration/components/progress-indicator.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { resetFlowState } from '#client/lib/flow-state.ts'
import '#client/lib/history-state.ts'
import { FlowPage } from '#client/ui/flow-page.tsx'
import flow from '#client/ui/flow-page.module.css'
import { buttonClass } from '#client/ui/spinner-button.tsx'

/** sino/registration/step-3: the p-member sets a password with the key of the e-mail link. */
export const Route = createFileRoute('/$lang/_guest/sino/registration/step-3')({
  beforeLoad: ({ location, params }) => {
    if (!location.state.token) throw redirect({ to: '/$lang/registration', params, replace: true })
  },
  component: SetPasswordPage,
})

function SetPasswordPage() {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const token = useLocation({ select: (location) => location.state.token ?? '' })
  const labels = [LL.registration.stepRegistered(), LL.registration.stepSetPassword(), LL.registration.stepDone()]
  return (
    <FlowPage
      title={LL.verification.setPasswordTitle()}
      top={<ProgressIndicator labels={labels} current={1} />}
      lead={<p>{LL.verification.setPasswordIntro()}</p>}
    >
      <SetPasswordForm
        type="register"
        authKey={token}
        passwordLabel={LL.registration.password()}
        confirmLabel={LL.registration.confirmPassword()}
        submitLabel={LL.verification.save()}
        onDone={(login) => {
          resetFlowState()
          void navigate({
            to: '/$lang/setup-success',
            params: { lang },
            state: { token, ...(login ? { login } : {}) },
            replace: true,
          })
        }}
      />
      {/* Back goes to the ordinary registration's step 2, whichever flow sent the link. */}
      <div className={flow.actions}>
        <Link to="/$lang/registration/step-2" params={{ lang }} className={buttonClass('link')}>
          {LL.registration.back()}
        </Link>
      </div>
    </FlowPage>
  )
}

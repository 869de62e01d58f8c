import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { SetPasswordForm } from '#client/features/recovery/components/set-password-form.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { getFlowState, resetFlowState, useFlowState } from '#client/lib/flow-state.ts'
import '#client/lib/history-state.ts'
import { FlowPage } from '#client/ui/flow-page.tsx'
import flow from '#client/ui/flow-page.module.css'

/**
 * reset-password: a new password with the key of forgotten-password recovery (610) or of a
 * first-time member's e-mail link. Without a key there is nothing to reset: login.
 */
export const Route = createFileRoute('/$lang/reset-password')({
  beforeLoad: ({ params }) => {
    if (!getFlowState().forgetPasswordToken) throw redirect({ to: '/$lang/Login', params, replace: true })
  },
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const state = useFlowState()
  const firstTime = state.isFirstTimeLogin
  return (
    <FlowPage
      title={firstTime ? LL.recovery.firstTimeTitle() : LL.recovery.resetTitle()}
      lead={firstTime ? <p className={flow.note}>{LL.recovery.firstTimeNotice()}</p> : null}
    >
      <SetPasswordForm
        type={firstTime ? 'firstTimeLogin' : 'forgetPassword'}
        authKey={state.forgetPasswordToken}
        passwordLabel={LL.recovery.newPassword()}
        confirmLabel={LL.recovery.confirmPassword()}
        submitLabel={LL.verification.save()}
        onDone={(login) => {
          const token = state.forgetPasswordToken
          resetFlowState()
          void navigate({
            to: '/$lang/reset-success',
            params: { lang },
            state: { token, ...(login ? { login } : {}) },
            replace: true,
          })
        }}
      />
    </FlowPage>
  )
}

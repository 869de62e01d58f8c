import { useNavigate, useRouter } from '@tanstack/react-router'
import { otpCodeProblem } from '#contract/rules/otp-code'
import type { OtpType } from '#contract/verification'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { updateFlowState, type FlowState } from '#client/lib/flow-state.ts'
import { problemFields } from '#client/lib/problem-fields.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { OtpCodeFields, showCodeProblem } from '#client/ui/form/otp-code-fields.tsx'
import { useOtpVerify, useResendOtp } from '../api.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'

/** Which code a member is verifying, from the flow that brought them here. */
const otpTypeOf = (state: Pick<FlowState, 'isForget' | 'isFirstTimeLogin'>): OtpType =>
  state.isForget ? 'forgetPassword' : state.isFirstTimeLogin ? 'firstTimeLogin' : 'register'

/** verify-phone: the 6-digit code, its resend with the 60-second countdown, and back. */
export function VerifyPhoneForm({ state }: { state: FlowState }) {
  const { lang } = useI18n()
  const navigate = useNavigate()
  const router = useRouter()
  const explain = useExplainFailure()
  const otpVerify = useOtpVerify()
  const resendOtp = useResendOtp()
  const type = otpTypeOf(state)

  const form = useAppForm({
    defaultValues: { token: '' },
    validators: { onDynamic: ({ value }) => problemFields({ token: otpCodeProblem(value.token) }) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const answer = await otpVerify.mutateAsync({ token: value.token, memberId: state.memberId, language: lang, type })
        if (type === 'forgetPassword') {
          updateFlowState({ forgetPasswordToken: answer.forgetPasswordToken ?? '' })
          return void navigate({ to: '/$lang/reset-password', params: { lang }, replace: true })
        }
        if (type === 'firstTimeLogin') {
          updateFlowState({ firstTimeKey: answer.firstTimeKey ?? '', email: answer.emailAddress ?? '' })
          return void navigate({ to: '/$lang/verify-email/enterEmail', params: { lang }, replace: true })
        }
        updateFlowState({ emailVerify: 'registration' })
        // A verified code is done with: Back leaves the flow rather than asking for it again.
        return void navigate({ to: '/$lang/verify-email', params: { lang }, replace: true })
      } catch (error) {
        if (!showCodeProblem(formApi, error)) explain(error)
      }
    },
  })

  const resend = () =>
    resendOtp.mutateAsync({ memberId: state.memberId, language: lang, type }).then(
      () => true,
      (error: unknown) => {
        explain(error)
        return false
      },
    )

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        <OtpCodeFields form={form} resend={resend} onBack={() => router.history.back()} />
      </form.Form>
    </form.AppForm>
  )
}

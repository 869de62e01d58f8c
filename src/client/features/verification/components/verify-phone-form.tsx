import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { encodeProblem } from '#contract/messages'
import { ReturnCode } from '#contract/return-codes'
import { otpCodeProblem } from '#contract/rules/otp-code'
import { otpRules, resendCountdownSeconds, type OtpType } from '#contract/verification'
import { ApiError } from '../../../api/http-client.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { updateFlowState, type FlowState } from '../../../lib/flow-state.ts'
import { problemFields } from '../../../lib/problem-fields.ts'
import { clearServerFieldError, setServerFieldError } from '../../../lib/server-field-error.ts'
import { useCountdown } from '../../../lib/use-countdown.ts'
import { FormField } from '../../../ui/form-field.tsx'
import flow from '../../../ui/flow-page.module.css'
import { SpinnerButton } from '../../../ui/spinner-button.tsx'
import { TextInput } from '../../../ui/text-input.tsx'
import { toast } from '../../../ui/toast.tsx'
import { useFieldError } from '../../../ui/use-field-error.ts'
import { useOtpVerify, useResendOtp } from '../api.ts'
import { useExplainFailure } from '../../../lib/use-explain-failure.ts'

/** Which code a member is verifying, from the flow that brought them here. */
export const otpTypeOf = (state: Pick<FlowState, 'isForget' | 'isFirstTimeLogin'>): OtpType =>
  state.isForget ? 'forgetPassword' : state.isFirstTimeLogin ? 'firstTimeLogin' : 'register'

/** The 6-digit code of spec section 2 (verify-phone), its resend with the 60-second countdown, and back. */
export function VerifyPhoneForm({ state }: { state: FlowState }) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const router = useRouter()
  const fieldError = useFieldError()
  const explain = useExplainFailure()
  const otpVerify = useOtpVerify()
  const resendOtp = useResendOtp()
  const countdown = useCountdown(resendCountdownSeconds)
  const type = otpTypeOf(state)

  const form = useForm({
    defaultValues: { token: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ({ value }) => problemFields({ token: otpCodeProblem(value.token) }) },
    listeners: { onChange: clearServerFieldError },
    onSubmit: async ({ value, formApi }) => {
      try {
        const answer = await otpVerify.mutateAsync({ token: value.token, memberId: state.memberId, language: lang, type })
        if (type === 'forgetPassword') {
          updateFlowState({ forgetPasswordToken: answer?.forgetPasswordToken ?? '' })
          return void navigate({ to: '/$lang/reset-password', params: { lang } })
        }
        if (type === 'firstTimeLogin') {
          updateFlowState({ firstTimeKey: answer?.firstTimeKey ?? '' })
          return void navigate({ to: '/$lang/verify-email/enterEmail', params: { lang } })
        }
        updateFlowState({ emailVerify: 'registration' })
        return void navigate({ to: '/$lang/verify-email', params: { lang } })
      } catch (error) {
        // 603: the code is wrong, expired, used or tried too often; said on the field (spec section 8).
        if (error instanceof ApiError && error.returnCode === ReturnCode.otpIncorrect) {
          return setServerFieldError(formApi, 'token', encodeProblem({ key: 'registerError.error-verify' }))
        }
        explain(error)
      }
    },
  })

  const resend = async () => {
    try {
      await resendOtp.mutateAsync({ memberId: state.memberId, language: lang, type })
      countdown.restart()
      toast.success(LL.verification.resent())
    } catch (error) {
      explain(error)
    }
  }

  return (
    <form
      className={flow.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Field name="token">
        {(field) => (
          <FormField label={LL.verification.code()} required error={fieldError(field.state.meta.errors)}>
            {(control) => (
              <TextInput
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={otpRules.digits}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value.trim())}
                onBlur={field.handleBlur}
              />
            )}
          </FormField>
        )}
      </form.Field>
      <SpinnerButton variant="secondary" onClick={() => void resend()} disabled={countdown.left > 0} loading={resendOtp.isPending}>
        {countdown.left > 0 ? LL.verification.resendIn({ seconds: countdown.left }) : LL.verification.resend()}
      </SpinnerButton>
      <form.Subscribe selector={(formState) => formState.isSubmitting}>
        {(submitting) => (
          <div className={flow.actions}>
            <SpinnerButton variant="secondary" onClick={() => router.history.back()}>
              {LL.verification.back()}
            </SpinnerButton>
            <SpinnerButton type="submit" loading={submitting}>
              {LL.verification.verify()}
            </SpinnerButton>
          </div>
        )}
      </form.Subscribe>
    </form>
  )
}

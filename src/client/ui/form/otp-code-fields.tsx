import type { AnyFormApi } from '@tanstack/react-form'
import { useState } from 'react'
import { encodeProblem } from '#contract/messages'
import { ReturnCode } from '#contract/return-codes'
import { otpRules, resendCountdownSeconds } from '#contract/verification'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { useCountdown } from '#client/lib/use-countdown.ts'
import flow from '../flow-page.module.css'
import { SpinnerButton } from '../spinner-button.tsx'
import { toast } from '../toast.tsx'
import { withForm } from './form-hook.ts'
import { setServerFieldError, showFieldProblems } from './server-field-errors.ts'

/**
 * A one-time code's screen below its text: the code, its resend once the 60-second countdown
 * has run (`resend` tells its own failures and answers whether the code went), back and verify.
 * The code field takes the focus when the screen appears: the step before it (and the button
 * that sent it) is gone, and the code is what the member types next.
 */
export const OtpCodeFields = withForm({
  defaultValues: { token: '' },
  props: {
    resend: (): Promise<boolean> => Promise.resolve(false),
    onBack: () => {},
  },
  render: function OtpCodeFields({ form, resend, onBack }) {
    const { LL } = useI18n()
    const countdown = useCountdown(resendCountdownSeconds)
    const [resending, setResending] = useState(false)
    const sendAgain = async () => {
      setResending(true)
      const sent = await resend()
      setResending(false)
      if (!sent) return
      countdown.restart()
      toast.success(LL.verification.resent())
    }
    return (
      <>
        <form.AppField name="token">
          {(field) => (
            <field.TextField
              label={LL.verification.code()}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={otpRules.digits}
              trim
              autoFocus
            />
          )}
        </form.AppField>
        <SpinnerButton variant="secondary" onClick={() => void sendAgain()} disabled={countdown.left > 0} loading={resending}>
          {countdown.left > 0 ? LL.verification.resendIn({ seconds: countdown.left }) : LL.verification.resend()}
        </SpinnerButton>
        <div className={flow.actions}>
          <SpinnerButton variant="secondary" onClick={onBack}>
            {LL.verification.back()}
          </SpinnerButton>
          <form.SubmitButton>{LL.verification.verify()}</form.SubmitButton>
        </div>
      </>
    )
  },
})

/**
 * A refused code, said on the code field: the payload's problems, or 603 (wrong, expired,
 * used or tried too often). Answers whether the failure was one of these.
 */
export function showCodeProblem(form: AnyFormApi, failure: unknown): boolean {
  if (showFieldProblems(form, failure)) return true
  if (!(failure instanceof ApiError) || failure.returnCode !== ReturnCode.otpIncorrect) return false
  setServerFieldError(form, 'token', encodeProblem({ key: 'registerError.error-verify' }))
  return true
}

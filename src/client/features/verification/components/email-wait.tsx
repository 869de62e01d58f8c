import { resendCountdownSeconds } from '#contract/verification'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import type { FlowState } from '#client/lib/flow-state.ts'
import { useCountdown } from '#client/lib/use-countdown.ts'
import flow from '#client/ui/flow-page.module.css'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { useResendEmail } from '../api.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'

/** verify-email: wait for the link, resend it after the countdown, look in junk mail. */
export function EmailWait({ state }: { state: FlowState }) {
  const { LL, lang } = useI18n()
  const explain = useExplainFailure()
  const resendEmail = useResendEmail()
  const countdown = useCountdown(resendCountdownSeconds)
  const firstTime = state.emailVerify === 'firstTimeLogin'

  const resend = async () => {
    try {
      await resendEmail.mutateAsync({
        memberId: state.memberId,
        language: lang,
        type: firstTime ? 'firstTimeLogin' : 'registration',
        ...(firstTime ? { emailAddress: state.email, firstTimeKey: state.firstTimeKey } : {}),
      })
      countdown.restart()
      toast.success(LL.verification.resent())
    } catch (error) {
      explain(error)
    }
  }

  return (
    <div className={flow.form}>
      <p className={flow.note}>{LL.verification.junkHint()}</p>
      <SpinnerButton
        variant="secondary"
        onClick={() => void resend()}
        disabled={countdown.left > 0}
        loading={resendEmail.isPending}
      >
        {countdown.left > 0 ? LL.verification.resendIn({ seconds: countdown.left }) : LL.verification.resendEmail()}
      </SpinnerButton>
    </div>
  )
}

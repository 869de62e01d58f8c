import { otpCodeProblem } from '#contract/rules/otp-code'
import type { Profile } from '#contract/schemas/profile'
import { useCountryCodes } from '#client/api/reference.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { isNetworkFailure } from '#client/offline/use-online.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { OtpCodeFields, showCodeProblem } from '#client/ui/form/otp-code-fields.tsx'
import { toast } from '#client/ui/toast.tsx'
import { useConfirmPhoneChange, useResendPhoneChangeCode } from '../edit-api.ts'

interface PhoneCodeStepProps {
  phone: NonNullable<Profile['pendingPhone']>
  onVerified: () => void
  onBack: () => void
}

/** The code sent to a new mobile number: entered, the number becomes the member's. */
export function PhoneCodeStep({ phone, onVerified, onBack }: PhoneCodeStepProps) {
  const { LL } = useI18n()
  const explain = useExplainFailure()
  const countryCodes = useCountryCodes()
  const confirm = useConfirmPhoneChange()
  const resendCode = useResendPhoneChangeCode()
  const countryCode = countryCodes.find((code) => code.id === phone.countryCodeId)?.content ?? ''
  const tell = (error: unknown) => (isNetworkFailure(error) ? toast.error(LL.profile.offlineSave()) : explain(error))

  const form = useAppForm({
    defaultValues: { token: '' },
    validators: { onDynamic: ({ value }) => problemFields({ token: otpCodeProblem(value.token) }) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await confirm.mutateAsync({ token: value.token })
        onVerified()
      } catch (error) {
        if (!showCodeProblem(formApi, error)) tell(error)
      }
    },
  })

  const resend = () =>
    resendCode.mutateAsync().then(
      () => true,
      (error: unknown) => {
        tell(error)
        return false
      },
    )

  return (
    <section className={flow.section} aria-labelledby="phone-code-title">
      <h2 id="phone-code-title" className={flow.legend}>
        {LL.profile.verifyPhoneTitle()}
      </h2>
      <p>{LL.profile.verifyPhoneIntro({ phone: `${countryCode} ${phone.mobilePhone}` })}</p>
      <form.AppForm>
        <form.Form className={flow.form}>
          <OtpCodeFields form={form} resend={resend} onBack={onBack} />
        </form.Form>
      </form.AppForm>
    </section>
  )
}

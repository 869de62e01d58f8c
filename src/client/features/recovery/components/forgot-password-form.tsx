import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { referenceIds } from '#contract/reference'
import { ReturnCode } from '#contract/return-codes'
import { countryCodeProblem } from '#contract/rules/personal-details'
import { phoneProblem } from '#contract/rules/phone'
import { ApiError } from '../../../api/http-client.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { updateFlowState, emptyFlowState } from '../../../lib/flow-state.ts'
import { problemFields } from '../../../lib/problem-fields.ts'
import { clearServerFieldError, setServerFieldError } from '../../../lib/server-field-error.ts'
import flow from '../../../ui/flow-page.module.css'
import { PhoneField } from '../../../ui/phone-input.tsx'
import { SpinnerButton } from '../../../ui/spinner-button.tsx'
import { toast } from '../../../ui/toast.tsx'
import { useFieldError } from '../../../ui/use-field-error.ts'
import { useCountryCodes } from '../../reference/api.ts'
import { useExplainFailure } from '../../../lib/use-explain-failure.ts'
import { useForgotPassword } from '../api.ts'

/** forgot-password (spec section 2): country code (default +852) and phone, then a code by SMS. */
export function ForgotPasswordForm() {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const countryCodes = useCountryCodes()
  const fieldError = useFieldError()
  const explain = useExplainFailure()
  const forgotPassword = useForgotPassword()

  const form = useForm({
    defaultValues: { countryCode: referenceIds.defaultCountryCode as number, phoneNumber: '' },
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const countryCode = countryCodes.find((code) => code.id === value.countryCode)
        return problemFields({
          countryCode: countryCode ? undefined : countryCodeProblem(null),
          phoneNumber: countryCode ? phoneProblem(value.phoneNumber, countryCode, 'registration') : undefined,
        })
      },
    },
    listeners: { onChange: clearServerFieldError },
    onSubmit: async ({ value, formApi }) => {
      try {
        const { memberId } = await forgotPassword.mutateAsync({ ...value, language: lang })
        const digit = countryCodes.find((code) => code.id === value.countryCode)?.length ?? emptyFlowState.digit
        updateFlowState({
          ...emptyFlowState,
          memberId,
          isForget: true,
          phone: value.phoneNumber,
          countryCode: value.countryCode,
          digit,
        })
        await navigate({ to: '/$lang/verify-phone', params: { lang } })
      } catch (error) {
        if (error instanceof ApiError && error.returnCode === ReturnCode.sessionExpired && error.envelope) {
          // 601: no member has this number; the phone field says so (spec section 8).
          return setServerFieldError(formApi, 'phoneNumber', error.envelope.msg)
        }
        if (error instanceof ApiError && error.returnCode === ReturnCode.invalidReferral) return toast.error(LL.recovery.invalidNumber())
        explain(error)
      }
    },
  })

  return (
    <form
      className={flow.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Subscribe selector={(state) => state.values.countryCode}>
        {(countryCodeId) => (
          <form.Field name="phoneNumber">
            {(field) => (
              <PhoneField
                label={LL.registration.mobile()}
                error={fieldError(field.state.meta.errors)}
                countryCodeLabel={LL.registration.countryCode()}
                countryCodes={countryCodes}
                countryCodeId={countryCodeId}
                onCountryCodeChange={(id) => form.setFieldValue('countryCode', id)}
                phone={field.state.value}
                onPhoneChange={field.handleChange}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
        )}
      </form.Subscribe>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <SpinnerButton type="submit" block loading={submitting}>
            {LL.recovery.submit()}
          </SpinnerButton>
        )}
      </form.Subscribe>
    </form>
  )
}

import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { referenceIds } from '#contract/reference'
import { ReturnCode } from '#contract/return-codes'
import { countryCodeProblem } from '#contract/rules/personal-details'
import { phoneProblem } from '#contract/rules/phone'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { updateFlowState, emptyFlowState } from '#client/lib/flow-state.ts'
import { problemFields } from '#client/lib/problem-fields.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { setServerFieldError, showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { toast } from '#client/ui/toast.tsx'
import { useCountryCodes } from '#client/api/reference.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { useForgotPassword } from '../api.ts'

/** forgot-password: country code (default +852) and phone, then a code by SMS; a number no member has is offered registration. */
export function ForgotPasswordForm() {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const countryCodes = useCountryCodes()
  const explain = useExplainFailure()
  const forgotPassword = useForgotPassword()
  const [unknownNumber, setUnknownNumber] = useState(false)

  const form = useAppForm({
    defaultValues: { countryCode: referenceIds.defaultCountryCode as number, phoneNumber: '' },
    validators: {
      onDynamic: ({ value }) => {
        const countryCode = countryCodes.find((code) => code.id === value.countryCode)
        return problemFields({
          countryCode: countryCode ? undefined : countryCodeProblem(null),
          phoneNumber: countryCode ? phoneProblem(value.phoneNumber, countryCode, 'registration') : undefined,
        })
      },
    },
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
        if (showFieldProblems(formApi, error)) return
        if (error instanceof ApiError && error.returnCode === ReturnCode.sessionExpired && error.envelope) {
          // 601: no member has this number; the phone field says so, and registration is offered.
          setUnknownNumber(true)
          return setServerFieldError(formApi, 'phoneNumber', error.envelope.msg)
        }
        if (error instanceof ApiError && error.returnCode === ReturnCode.invalidReferral)
          return toast.error(LL.recovery.invalidNumber())
        explain(error)
      }
    },
  })

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        <form.AppField name="phoneNumber">
          {(field) => (
            <field.PhoneField
              label={LL.registration.mobile()}
              countryCodeLabel={LL.registration.countryCode()}
              countryCodeField="countryCode"
              countryCodes={countryCodes}
            />
          )}
        </form.AppField>
        <form.SubmitButton block>{LL.recovery.submit()}</form.SubmitButton>
        {unknownNumber ? (
          <p role="status">
            {LL.Login.notMember()}{' '}
            <Link to="/$lang/registration" params={{ lang }}>
              {LL.Login.registerNow()}
            </Link>
          </p>
        ) : null}
      </form.Form>
    </form.AppForm>
  )
}

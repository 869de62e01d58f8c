import { revalidateLogic, useForm } from '@tanstack/react-form'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { BadRequestData } from '#contract/envelope'
import { referenceIds } from '#contract/reference'
import { ReturnCode } from '#contract/return-codes'
import type { SupportContact } from '#contract/schemas/auth'
import { ApiError } from '../../../api/http-client.ts'
import { completeLogin } from '../../../api/session.ts'
import { emptyFlowState, updateFlowState } from '../../../lib/flow-state.ts'
import { problemText, useI18n } from '../../../i18n/i18n-context.tsx'
import { FormField } from '../../../ui/form-field.tsx'
import { PasswordInput } from '../../../ui/password-input.tsx'
import { PhoneField } from '../../../ui/phone-input.tsx'
import { LazyPopup } from '../../../ui/lazy-popup.tsx'
import { buttonClass, SpinnerButton } from '../../../ui/spinner-button.tsx'
import { toast } from '../../../ui/toast.tsx'
import { useCountryCodes } from '../../reference/api.ts'
import { useFirstTimeLogin, useLogin } from '../api.ts'
import { loadLoginRules, loginFieldErrors } from '../login-rules.ts'
import styles from './login-form.module.css'

/** The first problem of a field, in the page's language. */
function useFieldError() {
  const { LL } = useI18n()
  return (errors: readonly unknown[]): string | undefined => {
    const first = errors[0]
    if (first === undefined || first === null) return undefined
    return problemText(LL, typeof first === 'string' ? first : String((first as { message?: unknown }).message ?? ''))
  }
}

/** Log in by country code, phone number and password (spec sections 2, 5 and 8). */
export function LoginForm() {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const countryCodes = useCountryCodes()
  const login = useLogin()
  const fieldError = useFieldError()
  const firstTimeLogin = useFirstTimeLogin()
  /** The member a 609 answer named: set while the first-time popup is open. */
  const [firstTimeMember, setFirstTimeMember] = useState<{ memberId: string; phone: string; countryCode: number }>()

  const explain = (error: unknown) => {
    if (!(error instanceof ApiError) || !error.envelope) return toast.error(LL.common.error())
    const { returnCode, msg, data } = error.envelope
    switch (returnCode) {
      case ReturnCode.firstTimeLogin: {
        const { countryCode, phoneNumber } = form.state.values
        return setFirstTimeMember({ memberId: (data as { id: string }).id, phone: phoneNumber, countryCode })
      }
      case ReturnCode.accountNotFound:
        return toast.error(LL.Login.passwordIdError())
      case ReturnCode.wrongPassword:
        return toast.error(LL.Login.passwordError())
      case ReturnCode.duplicatedMember:
      case ReturnCode.invalidMember:
        return toast.error(LL.Login.duplicatedMember({ email: (data as SupportContact).supportEmail }))
      case ReturnCode.badRequest:
        return toast.error((data as BadRequestData | null)?.errors[0]?.message ?? msg)
      default:
        return toast.error(msg)
    }
  }

  /** Confirmed: the first-time code goes to the phone, then verify-phone (spec section 4). */
  const startFirstTimeLogin = async () => {
    if (!firstTimeMember) return
    try {
      await firstTimeLogin.mutateAsync({ type: 'firstTimeLogin', language: lang, memberId: firstTimeMember.memberId })
      const digit = countryCodes.find((code) => code.id === firstTimeMember.countryCode)?.length ?? emptyFlowState.digit
      updateFlowState({ ...emptyFlowState, ...firstTimeMember, digit, isFirstTimeLogin: true, isForget: false })
      setFirstTimeMember(undefined)
      await navigate({ to: '/$lang/verify-phone', params: { lang } })
    } catch (error) {
      toast.error(error instanceof ApiError && error.envelope ? error.envelope.msg : LL.common.error())
    }
  }

  const form = useForm({
    defaultValues: { countryCode: referenceIds.defaultCountryCode as number, phoneNumber: '', password: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamicAsync: ({ value }) => loginFieldErrors(value, countryCodes) },
    onSubmit: async ({ value }) => {
      try {
        const answer = await login.mutateAsync(value)
        completeLogin(answer.token, lang, `/${lang}/my-account/Profile`)
      } catch (error) {
        explain(error)
      }
    },
  })

  return (
    <>
      <form
        className={styles.form}
        noValidate
        onFocus={() => void loadLoginRules()}
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
                  label={LL.Login.mobile()}
                  error={fieldError(field.state.meta.errors)}
                  countryCodeLabel={LL.Login.countryCode()}
                  countryCodes={countryCodes}
                  countryCodeId={countryCodeId}
                  onCountryCodeChange={(id) => form.setFieldValue('countryCode', id)}
                  phone={field.state.value}
                  onPhoneChange={field.handleChange}
                  onBlur={field.handleBlur}
                  autoComplete="username"
                />
              )}
            </form.Field>
          )}
        </form.Subscribe>
        <form.Field name="password">
          {(field) => (
            <FormField label={LL.Login.password()} required error={fieldError(field.state.meta.errors)}>
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="current-password"
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
              )}
            </FormField>
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <SpinnerButton type="submit" block loading={submitting}>
              {LL.Login.submit()}
            </SpinnerButton>
          )}
        </form.Subscribe>
        <Link to="/$lang/forgot-password" params={{ lang }} className={`${buttonClass('link')} ${styles.forgot}`}>
          {LL.Login.forgotPassword()}
        </Link>
      </form>
      <div className={styles.register}>
        <p>{LL.Login.notMember()}</p>
        <Link to="/$lang/registration" params={{ lang }} className={buttonClass('secondary', true)}>
          {LL.Login.registerNow()}
        </Link>
      </div>
      <LazyPopup
        open={firstTimeMember !== undefined}
        onOpenChange={(open) => setFirstTimeMember(open ? firstTimeMember : undefined)}
        title={LL.Login.firstTimeTitle()}
        description={LL.Login.firstTimeBody()}
        okLabel={LL.Login.firstTimeConfirm()}
        loading={firstTimeLogin.isPending}
        onOk={() => void startFirstTimeLogin()}
      />
    </>
  )
}

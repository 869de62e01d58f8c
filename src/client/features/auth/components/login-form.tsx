import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { referenceIds } from '#contract/reference'
import { ReturnCode } from '#contract/return-codes'
import { authEndpoints } from '#contract/endpoints/auth'
import { ApiError, failureData, supportContactOf } from '#client/api/http-client.ts'
import { completeLogin } from '#client/api/session.ts'
import { emptyFlowState, updateFlowState } from '#client/lib/flow-state.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { clearServerError, setServerFieldError, showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { LazyPopup } from '#client/ui/lazy-popup.tsx'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { useCountryCodesOfLogin } from '#client/api/country-codes.ts'
import { logIn, sendFirstTimeLoginCode } from '../api.ts'
import { loadLoginRules, loginFieldErrors } from '../login-rules.ts'
import styles from './login-form.module.css'

/** Log in by country code, phone number and password; each refusal of the server is explained. */
export function LoginForm() {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const countryCodes = useCountryCodesOfLogin()
  const [sendingFirstTimeCode, setSendingFirstTimeCode] = useState(false)
  /** The member a 609 answer named: set while the first-time popup is open. */
  const [firstTimeMember, setFirstTimeMember] = useState<{ memberId: string; phone: string; countryCode: number }>()

  const explain = (error: unknown) => {
    if (!(error instanceof ApiError) || !error.envelope) return toast.error(LL.common.error())
    const { msg } = error.envelope
    const firstTime = failureData(error, authEndpoints.login, ReturnCode.firstTimeLogin)
    if (firstTime) {
      const { countryCode, phoneNumber } = form.state.values
      return setFirstTimeMember({ memberId: firstTime.id, phone: phoneNumber, countryCode })
    }
    const waitingForEmail = failureData(error, authEndpoints.login, ReturnCode.emailNotVerified)
    if (waitingForEmail) {
      const { countryCode, phoneNumber } = form.state.values
      updateFlowState({
        ...emptyFlowState,
        memberId: waitingForEmail.id,
        email: waitingForEmail.email,
        emailVerify: 'registration',
        phone: phoneNumber,
        countryCode,
      })
      toast.error(LL.Login.emailNotVerified({ email: waitingForEmail.email }))
      return void navigate({ to: '/$lang/verify-email', params: { lang } })
    }
    const supportEmail = supportContactOf(error)
    if (supportEmail !== undefined) return toast.error(LL.Login.duplicatedMember({ email: supportEmail }))
    toast.error(msg)
  }

  /** Confirmed: the first-time code goes to the phone, then verify-phone. */
  const startFirstTimeLogin = async () => {
    if (!firstTimeMember) return
    setSendingFirstTimeCode(true)
    try {
      await sendFirstTimeLoginCode({ type: 'firstTimeLogin', language: lang, memberId: firstTimeMember.memberId })
      const digit = countryCodes.find((code) => code.id === firstTimeMember.countryCode)?.length ?? emptyFlowState.digit
      updateFlowState({ ...emptyFlowState, ...firstTimeMember, digit, isFirstTimeLogin: true, isForget: false })
      setFirstTimeMember(undefined)
      await navigate({ to: '/$lang/verify-phone', params: { lang } })
    } catch (error) {
      toast.error(error instanceof ApiError && error.envelope ? error.envelope.msg : LL.common.error())
    } finally {
      setSendingFirstTimeCode(false)
    }
  }

  const signInWithPasskey = (autofill: boolean) =>
    void import('../passkey-sign-in.ts').then((passkeys) => passkeys.signInWithPasskey(autofill, LL, lang))

  // An account just set up (first-time login, a new password) arrives with its number.
  const arrivedWith = useRouterState({ select: (state) => state.location.state.login })
  const form = useAppForm({
    defaultValues: {
      countryCode: arrivedWith?.countryCode ?? (referenceIds.defaultCountryCode as number),
      phoneNumber: arrivedWith?.phone ?? '',
      password: '',
    },
    validators: { onDynamicAsync: ({ value }) => loginFieldErrors(value, countryCodes) },
    listeners: { onChange: ({ formApi }) => clearServerError(formApi, 'password') },
    onSubmit: async ({ value, formApi }) => {
      try {
        const answer = await logIn(value)
        completeLogin(answer.token, lang, `/${lang}/my-account/Profile`)
      } catch (error) {
        if (showFieldProblems(formApi, error)) return
        // Said at the password, where the member tries again, until the number or password changes.
        // No account and a wrong password read the same: which it was would help a guesser.
        const code = error instanceof ApiError ? error.returnCode : undefined
        if (code === ReturnCode.accountNotFound || code === ReturnCode.wrongPassword) {
          return setServerFieldError(formApi, 'password', LL.Login.passwordError())
        }
        explain(error)
      }
    },
  })

  return (
    <>
      <form.AppForm>
        <form.Form
          className={styles.form}
          onFocus={() => {
            void loadLoginRules()
            // The browser may then offer the member's passkeys in the phone field (conditional UI).
            signInWithPasskey(true)
          }}
        >
          <form.AppField name="phoneNumber">
            {(field) => (
              <field.PhoneField
                label={LL.Login.mobile()}
                countryCodeLabel={LL.Login.countryCode()}
                countryCodeField="countryCode"
                countryCodes={countryCodes}
                autoComplete="username webauthn"
              />
            )}
          </form.AppField>
          <form.AppField name="password">
            {(field) => <field.PasswordField label={LL.Login.password()} required autoComplete="current-password" />}
          </form.AppField>
          <form.SubmitButton block>{LL.Login.submit()}</form.SubmitButton>
          <button type="button" className={buttonClass('secondary', true)} onClick={() => signInWithPasskey(false)}>
            {LL.Login.passkeySignIn()}
          </button>
          <Link to="/$lang/forgot-password" params={{ lang }} className={`${buttonClass('link')} ${styles.forgot}`}>
            {LL.Login.forgotPassword()}
          </Link>
        </form.Form>
      </form.AppForm>
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
        loading={sendingFirstTimeCode}
        onOk={() => void startFirstTimeLogin()}
      />
    </>
  )
}

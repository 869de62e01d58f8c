import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { emailProblem } from '#contract/rules/personal-details'
import { ReturnCode } from '#contract/return-codes'
import { totpProblem } from '#contract/rules/review'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { clearServerError, setServerFieldError, showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { useStaffLogin, useStaffPasskeyLogin } from '../api.ts'
import { errorText } from './error-text.ts'
import styles from './staff.module.css'

/** Staff sign-in: e-mail, password and the authenticator app's current code, or a passkey instead of the code. */
export function StaffLoginForm() {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const login = useStaffLogin()
  const passkeyLogin = useStaffPasskeyLogin()
  const [withPasskey, setWithPasskey] = useState(false)
  const form = useAppForm({
    defaultValues: { email: '', password: '', totp: '' },
    validators: {
      onDynamic: ({ value }) =>
        problemFields({
          email: emailProblem(value.email),
          password: value.password === '' ? { key: 'Login.password-required' } : undefined,
          totp: withPasskey ? undefined : totpProblem(value.totp),
        }),
    },
    listeners: { onChange: ({ formApi }) => clearServerError(formApi, 'password') },
    onSubmit: async ({ value, formApi }) => {
      try {
        const staff = withPasskey
          ? await passkeyLogin.mutateAsync({ email: value.email, password: value.password })
          : await login.mutateAsync(value)
        // The passkey dialog closed without one: nothing to say, the form stays as it was.
        if (!staff) return
        await navigate({ to: '/$lang/staff/upgrade', params: { lang }, replace: true })
      } catch (error) {
        if (showFieldProblems(formApi, error)) return
        // A refused sign-in is said at the password, where a person looks first, and stays until
        // one of the fields changes; the code is kept, as emptying it read as 'Please enter the code'.
        if (error instanceof ApiError && error.returnCode === ReturnCode.unauthorised) {
          setServerFieldError(formApi, 'password', errorText(LL, error))
        } else {
          toast.error(errorText(LL, error))
        }
      }
    },
  })
  return (
    <section className={styles.narrow}>
      <h1>{LL.staffConsole.signInTitle()}</h1>
      <p>{LL.staffConsole.signInIntro()}</p>
      <form.AppForm>
        <form.Form className={styles.rejectForm}>
          <form.AppField name="email">
            {(field) => <field.TextField label={LL.staffConsole.email()} type="email" required autoComplete="username" trim />}
          </form.AppField>
          <form.AppField name="password">
            {(field) => <field.PasswordField label={LL.staffConsole.password()} required autoComplete="current-password" />}
          </form.AppField>
          {withPasskey ? null : (
            <form.AppField name="totp">
              {(field) => (
                <field.TextField
                  label={LL.staffConsole.totp()}
                  hint={LL.staffConsole.totpHint()}
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  trim
                />
              )}
            </form.AppField>
          )}
          <form.SubmitButton block>
            {withPasskey ? LL.staffConsole.signInWithPasskey() : LL.staffConsole.signIn()}
          </form.SubmitButton>
          <button type="button" className={buttonClass('link')} onClick={() => setWithPasskey(!withPasskey)}>
            {withPasskey ? LL.staffConsole.useCodeInstead() : LL.staffConsole.usePasskeyInstead()}
          </button>
        </form.Form>
      </form.AppForm>
    </section>
  )
}

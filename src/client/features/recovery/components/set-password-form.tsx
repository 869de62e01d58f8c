import { useNavigate } from '@tanstack/react-router'
import { ReturnCode } from '#contract/return-codes'
import { confirmPasswordProblem, passwordHintParams, passwordProblem } from '#contract/rules/password'
import type { SetupPasswordAnswer } from '#contract/schemas/verification'
import type { SetupPasswordType } from '#contract/verification'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { toast } from '#client/ui/toast.tsx'
import { useSetupPassword } from '../api.ts'

interface SetPasswordFormProps {
  type: SetupPasswordType
  /** The key of the e-mail link or the forget-password token. */
  authKey: string
  passwordLabel: string
  confirmLabel: string
  submitLabel: string
  /** With the number the member logs in with, for the login page. */
  onDone: (login: SetupPasswordAnswer) => void
}

/** A new password and its confirmation under the contract's password rules, sent with its key. */
export function SetPasswordForm({ type, authKey, passwordLabel, confirmLabel, submitLabel, onDone }: SetPasswordFormProps) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const explain = useExplainFailure()
  const setupPassword = useSetupPassword()
  const form = useAppForm({
    defaultValues: { password: '', confirmPassword: '' },
    validators: {
      onDynamic: ({ value }) =>
        problemFields({
          password: passwordProblem(value.password),
          confirmPassword: confirmPasswordProblem(value.password, value.confirmPassword),
        }),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        onDone(await setupPassword.mutateAsync({ password: value.password, emailAuthKey: authKey, type, language: lang }))
      } catch (error) {
        if (showFieldProblems(formApi, error)) return
        // 603: the key is no longer valid; the member starts the flow again from the expired page.
        if (error instanceof ApiError && error.returnCode === ReturnCode.otpIncorrect && error.envelope) {
          toast.error(error.envelope.msg)
          return void navigate({ to: '/$lang/expired', params: { lang } })
        }
        explain(error)
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField
              label={passwordLabel}
              required
              hint={LL.registration.passwordHint(passwordHintParams)}
              autoComplete="new-password"
            />
          )}
        </form.AppField>
        <form.AppField name="confirmPassword">
          {(field) => <field.PasswordField label={confirmLabel} required autoComplete="new-password" />}
        </form.AppField>
        <form.SubmitButton block>{submitLabel}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

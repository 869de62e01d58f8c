import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { ReturnCode } from '#contract/return-codes'
import { confirmPasswordProblem, passwordProblem } from '#contract/rules/password'
import type { SetupPasswordType } from '#contract/verification'
import { ApiError } from '../../../api/http-client.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { problemFields } from '../../../lib/problem-fields.ts'
import { useExplainFailure } from '../../../lib/use-explain-failure.ts'
import { FormField } from '../../../ui/form-field.tsx'
import flow from '../../../ui/flow-page.module.css'
import { PasswordInput } from '../../../ui/password-input.tsx'
import { SpinnerButton } from '../../../ui/spinner-button.tsx'
import { toast } from '../../../ui/toast.tsx'
import { useFieldError } from '../../../ui/use-field-error.ts'
import { useSetupPassword } from '../api.ts'

interface SetPasswordFormProps {
  type: SetupPasswordType
  /** The key of the e-mail link or the forget-password token. */
  authKey: string
  passwordLabel: string
  confirmLabel: string
  submitLabel: string
  onDone: () => void
}

/** A new password and its confirmation under the contract's password rules, sent with its key. */
export function SetPasswordForm({ type, authKey, passwordLabel, confirmLabel, submitLabel, onDone }: SetPasswordFormProps) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const fieldError = useFieldError()
  const explain = useExplainFailure()
  const setupPassword = useSetupPassword()
  const form = useForm({
    defaultValues: { password: '', confirmPassword: '' },
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) =>
        problemFields({
          password: passwordProblem(value.password),
          confirmPassword: confirmPasswordProblem(value.password, value.confirmPassword),
        }),
    },
    onSubmit: async ({ value }) => {
      try {
        await setupPassword.mutateAsync({ password: value.password, emailAuthKey: authKey, type, language: lang })
        onDone()
      } catch (error) {
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
    <form
      className={flow.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Field name="password">
        {(field) => (
          <FormField label={passwordLabel} required hint={LL.registration.passwordHint()} error={fieldError(field.state.meta.errors)}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            )}
          </FormField>
        )}
      </form.Field>
      <form.Field name="confirmPassword">
        {(field) => (
          <FormField label={confirmLabel} required error={fieldError(field.state.meta.errors)}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
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
            {submitLabel}
          </SpinnerButton>
        )}
      </form.Subscribe>
    </form>
  )
}

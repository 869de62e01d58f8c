import { ReturnCode } from '#contract/return-codes'
import { confirmPasswordProblem, passwordHintParams } from '#contract/rules/password'
import { passwordChangeProblems } from '#contract/rules/profile'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { setServerFieldError } from '#client/ui/form/server-field-errors.ts'
import { useChangePassword } from '../edit-api.ts'
import { useSaveOutcome } from '../use-save-outcome.ts'

/**
 * update-profile/change-password: current, new and retyped password (the new one's rule stated
 * under it); done, the member is back on update-profile.
 */
export function ChangePasswordForm() {
  const { LL } = useI18n()
  const changePassword = useChangePassword()
  const outcome = useSaveOutcome('/$lang/update-profile', LL.profile.passwordSaved())

  const form = useAppForm({
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validators: {
      onDynamic: ({ value }) =>
        problemFields({
          ...passwordChangeProblems(value),
          confirmPassword: confirmPasswordProblem(value.newPassword, value.confirmPassword),
        }),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await changePassword.mutateAsync({ oldPassword: value.oldPassword, newPassword: value.newPassword })
        outcome.saved('/$lang/update-profile')
      } catch (error) {
        // A wrong current password is that field's problem: said under it, where the focus goes.
        if (error instanceof ApiError && error.returnCode === ReturnCode.wrongPassword) {
          return setServerFieldError(formApi, 'oldPassword', LL.profile.currentPasswordIncorrect())
        }
        outcome.failed(error, formApi)
      }
    },
  })

  const password = (name: 'oldPassword' | 'newPassword' | 'confirmPassword', label: string, hint?: string) => (
    <form.AppField name={name}>
      {(field) => (
        <field.PasswordField
          label={label}
          required
          hint={hint}
          autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
        />
      )}
    </form.AppField>
  )

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        {password('oldPassword', LL.profile.currentPassword())}
        {password('newPassword', LL.profile.newPassword(), LL.registration.passwordHint(passwordHintParams))}
        {password('confirmPassword', LL.profile.retypePassword())}
        <form.SubmitButton block>{LL.profile.save()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

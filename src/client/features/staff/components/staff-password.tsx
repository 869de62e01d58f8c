import { confirmPasswordProblem, passwordProblem } from '#contract/rules/password'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { toast } from '#client/ui/toast.tsx'
import { useChangeStaffPassword } from '../api.ts'
import { errorText } from './error-text.ts'
import styles from './staff.module.css'

/** A staff member's own new password (the members' policy), given with the current one. */
export function StaffPasswordView({ email }: { email: string }) {
  const { LL } = useI18n()
  useDocumentTitle(LL.staffConsole.passwordTitle())
  const change = useChangeStaffPassword()
  const form = useAppForm({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validators: {
      onDynamic: ({ value }) =>
        problemFields({
          currentPassword: value.currentPassword === '' ? { key: 'Login.password-required' } : undefined,
          newPassword: passwordProblem(value.newPassword),
          confirmPassword: confirmPasswordProblem(value.newPassword, value.confirmPassword),
        }),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await change.mutateAsync({ currentPassword: value.currentPassword, newPassword: value.newPassword })
        toast.success(LL.staffConsole.passwordChanged())
        formApi.reset()
      } catch (error) {
        if (!showFieldProblems(formApi, error)) toast.error(errorText(LL, error))
      }
    },
  })
  return (
    <section className={styles.narrowPage}>
      <h1>{LL.staffConsole.passwordTitle()}</h1>
      <p>{LL.staffConsole.passwordIntro()}</p>
      <form.AppForm>
        <form.Form className={styles.rejectForm}>
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <form.AppField name="currentPassword">
            {(field) => (
              <field.PasswordField label={LL.staffConsole.currentPassword()} required autoComplete="current-password" />
            )}
          </form.AppField>
          <form.AppField name="newPassword">
            {(field) => (
              <field.PasswordField
                label={LL.staffConsole.newPassword()}
                hint={LL.staffConsole.passwordRules()}
                required
                autoComplete="new-password"
              />
            )}
          </form.AppField>
          <form.AppField name="confirmPassword">
            {(field) => <field.PasswordField label={LL.staffConsole.confirmPassword()} required autoComplete="new-password" />}
          </form.AppField>
          <form.SubmitButton>{LL.staffConsole.changePassword()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  )
}

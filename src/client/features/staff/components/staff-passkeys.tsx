import { useQuery } from '@tanstack/react-query'
import { passkeyNameProblem } from '#contract/rules/passkeys'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { forgetPasskeyOnDevice } from '#client/lib/passkey-ceremony.ts'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { PasskeyList } from '#client/ui/passkey-list.tsx'
import { toast } from '#client/ui/toast.tsx'
import { staffPasskeysQuery, useAddStaffPasskey, useRemoveStaffPasskey } from '../api.ts'
import { errorText } from './error-text.ts'
import { QueryStatus } from './query-status.tsx'
import styles from './staff.module.css'

/**
 * A staff member's own passkeys, which stand in for the authenticator's code at sign-in: each
 * removable, and a new one added with the current password, under a name of their choice.
 */
export function StaffPasskeys({ email }: { email: string }) {
  const { LL } = useI18n()
  const passkeys = useQuery(staffPasskeysQuery)
  const add = useAddStaffPasskey()
  const remove = useRemoveStaffPasskey()
  const explain = (error: unknown) => toast.error(errorText(LL, error))
  const form = useAppForm({
    defaultValues: { name: '', password: '' },
    validators: {
      onDynamic: ({ value }) =>
        problemFields({
          name: passkeyNameProblem(value.name),
          password: value.password === '' ? { key: 'Login.password-required' } : undefined,
        }),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await add.mutateAsync(value)
        toast.success(LL.profile.passkeyAdded())
        formApi.reset()
      } catch (error) {
        const { passkeyCancelled } = await import('#client/lib/passkey-ceremony.ts')
        if (passkeyCancelled(error)) return toast.error(LL.profile.passkeyNotCreated())
        if (!showFieldProblems(formApi, error)) explain(error)
      }
    },
  })
  return (
    <section className={`${styles.narrowPage} ${styles.passkeysSection}`} aria-labelledby="staff-passkeys-title">
      <h2 id="staff-passkeys-title">{LL.staffConsole.passkeysTitle()}</h2>
      <p>{LL.staffConsole.passkeysIntro()}</p>
      {passkeys.data ? (
        <PasskeyList
          passkeys={passkeys.data}
          removing={remove.isPending ? remove.variables : undefined}
          onRemove={(passkey) =>
            remove.mutate(passkey.id, {
              onSuccess: () => {
                forgetPasskeyOnDevice(passkey.credentialId)
                toast.success(LL.profile.passkeyRemoved())
              },
              onError: explain,
            })
          }
        />
      ) : (
        <QueryStatus query={passkeys} />
      )}
      <form.AppForm>
        <form.Form className={styles.rejectForm}>
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <form.AppField name="name">
            {(field) => <field.TextField label={LL.profile.passkeyName()} required autoComplete="off" />}
          </form.AppField>
          <form.AppField name="password">
            {(field) => (
              <field.PasswordField label={LL.staffConsole.currentPassword()} required autoComplete="current-password" />
            )}
          </form.AppField>
          <form.SubmitButton>{LL.profile.addPasskey()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  )
}

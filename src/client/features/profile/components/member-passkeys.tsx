import { useQuery } from '@tanstack/react-query'
import { ReturnCode } from '#contract/return-codes'
import { passkeyNameProblem, passkeysAnchor } from '#contract/rules/passkeys'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { passkeyCancelled } from '#client/lib/passkey-ceremony.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { setServerFieldError, showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { LoadStatus } from '#client/ui/load-status.tsx'
import { PasskeyList } from '#client/ui/passkey-list.tsx'
import { toast } from '#client/ui/toast.tsx'
import { passkeysQuery, useAddPasskey, useRemovePasskey } from '../passkeys-api.ts'
import { deviceName } from './device-name.ts'

/**
 * The member's passkeys, on the signed-in devices page (name, added, last used), each removable, and
 * a new one added after the password, under a name the member may change (this device's, first).
 */
export function MemberPasskeys() {
  const { LL } = useI18n()
  const explain = useExplainFailure()
  const passkeys = useQuery(passkeysQuery)
  const add = useAddPasskey()
  const remove = useRemovePasskey()
  const device = deviceName(navigator.userAgent)
  const form = useAppForm({
    defaultValues: { name: device ? LL.profile.passkeyNameDefault({ device }) : '', password: '' },
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
        if (passkeyCancelled(error)) return toast.error(LL.profile.passkeyNotCreated())
        if (error instanceof ApiError && error.returnCode === ReturnCode.wrongPassword) {
          return setServerFieldError(formApi, 'password', LL.profile.currentPasswordIncorrect())
        }
        if (!(error instanceof ApiError)) return toast.error(LL.profile.passkeyUnsupported())
        if (!showFieldProblems(formApi, error)) explain(error)
      }
    },
  })

  return (
    <section id={passkeysAnchor} className={flow.section} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className={flow.legend}>
        {LL.profile.passkeys()}
      </h2>
      <p>{LL.profile.passkeysIntro()}</p>
      {passkeys.data === undefined ? (
        <LoadStatus
          failed={passkeys.isError}
          failedText={LL.profile.passkeysLoadFailed()}
          retrying={passkeys.isFetching}
          onRetry={() => void passkeys.refetch()}
        />
      ) : (
        <PasskeyList passkeys={passkeys.data} onRemove={(passkey) => remove.mutateAsync(passkey.id)} />
      )}
      <section className={flow.section} aria-labelledby="add-passkey-title">
        <h3 id="add-passkey-title" className={flow.legend}>
          {LL.profile.addPasskey()}
        </h3>
        <p className={flow.note}>{LL.profile.passkeyPasswordHint()}</p>
        <form.AppForm>
          <form.Form className={flow.form}>
            <form.AppField name="name">
              {(field) => <field.TextField label={LL.profile.passkeyName()} required autoComplete="off" />}
            </form.AppField>
            <form.AppField name="password">
              {(field) => <field.PasswordField label={LL.profile.currentPassword()} required autoComplete="current-password" />}
            </form.AppField>
            <form.SubmitButton block>{LL.profile.addPasskey()}</form.SubmitButton>
          </form.Form>
        </form.AppForm>
      </section>
    </section>
  )
}

import { useId } from 'react'
import { ReturnCode } from '#contract/return-codes'
import type { Passkey } from '#contract/schemas/passkeys'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { forgetPasskeyOnDevice } from '#client/lib/passkey-ceremony.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { setServerFieldError } from '#client/ui/form/server-field-errors.ts'
import { Popup } from '#client/ui/popup.tsx'
import { toast } from '#client/ui/toast.tsx'
import { useRemovePasskey } from '../passkeys-api.ts'

/**
 * Removing a passkey asks for the password first, in a dialog that opens on it: a stolen session
 * alone cannot take away the owner's way in. A wrong password is said at its field.
 */
export function RemovePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const { LL } = useI18n()
  const explain = useExplainFailure()
  const formId = useId()
  const remove = useRemovePasskey()
  const form = useAppForm({
    defaultValues: { password: '' },
    validators: {
      onDynamic: ({ value }) => (value.password ? undefined : { fields: { password: LL.Login['password-required']() } }),
    },
    onSubmit: async ({ value, formApi }) => {
      if (!passkey) return
      try {
        await remove.mutateAsync({ id: passkey.id, password: value.password })
        // The browser is told too, where it can be, so the device stops offering a passkey that is gone.
        forgetPasskeyOnDevice(passkey.credentialId)
        formApi.reset()
        onClose()
        toast.success(LL.profile.passkeyRemoved())
      } catch (error) {
        if (error instanceof ApiError && error.returnCode === ReturnCode.wrongPassword) {
          return setServerFieldError(formApi, 'password', LL.profile.currentPasswordIncorrect())
        }
        explain(error)
      }
    },
  })
  const close = () => {
    form.reset()
    onClose()
  }
  return (
    <Popup
      open={passkey !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      title={passkey ? LL.profile.removePasskeyNamed({ name: passkey.name }) : ''}
      description={LL.profile.removePasskeyIntro()}
      okLabel={LL.profile.removePasskey()}
      loading={remove.isPending}
      formId={formId}
      others={[{ label: LL.profile.keepPasskey(), onClick: close }]}
    >
      <form.AppForm>
        <form.Form id={formId} className={flow.form}>
          <form.AppField name="password">
            {(field) => <field.PasswordField label={LL.profile.currentPassword()} required autoComplete="current-password" />}
          </form.AppField>
        </form.Form>
      </form.AppForm>
    </Popup>
  )
}

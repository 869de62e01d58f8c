import { useRef, useState } from 'react'
import { ReturnCode } from '#contract/return-codes'
import { closingNoticeWorkingDays } from '#contract/rules/privacy'
import type { ClosingState } from '#contract/schemas/privacy'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { dateText } from '#contract/date-time'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { setServerFieldError } from '#client/ui/form/server-field-errors.ts'
import { LazyPopup } from '#client/ui/lazy-popup.tsx'
import { useRequestClosing } from '../api.ts'
import { CancelClosingButton } from './cancel-closing-button.tsx'
import styles from './privacy.module.css'

/**
 * Close my account: what it erases and keeps, the password, a question before it is sent, and,
 * once asked, its date and a way back.
 */
export function CloseAccount({ closing }: { closing: ClosingState | null }) {
  const { LL, lang } = useI18n()
  const explain = useExplainFailure()
  const request = useRequestClosing()
  // The password is checked as typed first; the request goes only once the member says yes.
  const [asking, setAsking] = useState(false)
  const confirmed = useRef(false)
  const form = useAppForm({
    defaultValues: { password: '' },
    validators: {
      onDynamic: ({ value }) => (value.password ? undefined : { fields: { password: LL.Login['password-required']() } }),
    },
    onSubmit: async ({ value, formApi }) => {
      if (!confirmed.current) return setAsking(true)
      confirmed.current = false
      try {
        await request.mutateAsync(value.password)
        setAsking(false)
        formApi.reset()
      } catch (error) {
        setAsking(false)
        if (error instanceof ApiError && error.returnCode === ReturnCode.wrongPassword) {
          return setServerFieldError(formApi, 'password', LL.profile.currentPasswordIncorrect())
        }
        explain(error)
      }
    },
  })
  return (
    <section className={styles.section} aria-labelledby="closing-heading">
      <h3 id="closing-heading">{LL.profile.closingHeading()}</h3>
      <p className={styles.text}>{LL.profile.closingIntro({ days: closingNoticeWorkingDays })}</p>
      {closing ? (
        <>
          <p className={styles.text} role="status">
            {LL.profile.closingRequested({ date: dateText(closing.closesAt, lang) })}
          </p>
          <CancelClosingButton />
        </>
      ) : (
        <form.AppForm>
          <form.Form className={flow.form}>
            <form.AppField name="password">
              {(field) => <field.PasswordField label={LL.profile.currentPassword()} required autoComplete="current-password" />}
            </form.AppField>
            <form.SubmitButton block>{LL.profile.closingSubmit()}</form.SubmitButton>
          </form.Form>
          <LazyPopup
            open={asking}
            onOpenChange={setAsking}
            title={LL.profile.closingConfirmTitle()}
            description={LL.profile.closingConfirmBody({ days: closingNoticeWorkingDays })}
            okLabel={LL.profile.closingConfirm()}
            loading={request.isPending}
            onOk={() => {
              confirmed.current = true
              void form.handleSubmit()
            }}
          />
        </form.AppForm>
      )}
    </section>
  )
}

import { useState } from 'react'
import { receiptFileProblem } from '#contract/rules/receipt'
import { uploadRules } from '#contract/rules/upload-files'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { removeFromOutbox, sendOutboxItemNow } from '#client/offline/upload-outbox/page-outbox.ts'
import { useUploadOutbox } from '#client/offline/upload-outbox/use-upload-outbox.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { toast } from '#client/ui/toast.tsx'
import { UploadOutboxList } from '#client/ui/upload-outbox-list.tsx'
import { receiptFailureText, submitReceipt } from '../api.ts'
import styles from './receipt-upload.module.css'

/** The attendee's receipt for the link `id`: chosen, checked, sent (now or when back online), once. */
export function ReceiptUpload({ id }: { id: string }) {
  const { LL, lang } = useI18n()
  const [delivered, setDelivered] = useState(false)
  const items = useUploadOutbox('receipt', (item) => {
    if (item.request.query.id !== id) return
    setDelivered(true)
    toast.success(LL.receipt.success())
  })
  const pendingHere = items.some((item) => item.request.query.id === id && item.state !== 'failed')

  const form = useAppForm({
    defaultValues: { file: null as File | null },
    validators: {
      onDynamic: ({ value }) => problemFields({ file: receiptFileProblem(value.file ?? undefined) }),
    },
    onSubmit: async ({ value, formApi }) => {
      if (!value.file) return
      const result = await submitReceipt(id, lang, value.file)
      if (result.type === 'rejected') return void toast.error(receiptFailureText(LL, result.failure))
      formApi.reset()
      // Queued: the form gives way to the note that it waits, with the outbox list below.
      if (result.type === 'queued') return
      setDelivered(true)
      toast.success(LL.receipt.success())
    },
  })

  if (delivered) {
    return (
      <div className={styles.done} role="status">
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h2 className={styles.doneTitle}>{LL.receipt.success()}</h2>
        <p>{LL.receipt.successBody()}</p>
      </div>
    )
  }

  return (
    <>
      {pendingHere ? (
        <p className={styles.pending} role="status">
          {LL.receipt.waitingForThis()}
        </p>
      ) : (
        <form.AppForm>
          <form.Form className={styles.form}>
            <form.AppField name="file">
              {(field) => (
                <field.FileField
                  label={LL.receipt.file()}
                  required
                  hint={LL.receipt.fileHint()}
                  accept={uploadRules.receipt.accept}
                />
              )}
            </form.AppField>
            <form.SubmitButton block>{LL.receipt.submit()}</form.SubmitButton>
          </form.Form>
        </form.AppForm>
      )}
      <UploadOutboxList
        items={items}
        failureText={(item) => receiptFailureText(LL, item.failure)}
        onCancel={(itemId) => void removeFromOutbox(itemId)}
        onSendNow={(itemId) => void sendOutboxItemNow(itemId)}
      />
    </>
  )
}

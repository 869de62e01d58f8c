import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useRef, useState } from 'react'
import { encodeProblem } from '#contract/messages'
import { receiptFileProblem } from '#contract/rules/receipt'
import { uploadRules } from '#contract/rules/upload-files'
import { problemText, useI18n } from '../../../i18n/i18n-context.tsx'
import { removeFromOutbox, sendOutboxItemNow } from '../../../offline/upload-outbox/page-outbox.ts'
import { useUploadOutbox } from '../../../offline/upload-outbox/use-upload-outbox.ts'
import { FormField } from '../../../ui/form-field.tsx'
import inputStyles from '../../../ui/inputs.module.css'
import { SpinnerButton } from '../../../ui/spinner-button.tsx'
import { toast } from '../../../ui/toast.tsx'
import { UploadOutboxList } from '../../../ui/upload-outbox-list.tsx'
import { receiptFailureText, submitReceipt } from '../api.ts'
import styles from './receipt-upload.module.css'

/** The attendee's receipt for the link `id`: chosen, checked, sent (now or when back online), once. */
export function ReceiptUpload({ id }: { id: string }) {
  const { LL, lang } = useI18n()
  const [delivered, setDelivered] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const items = useUploadOutbox('receipt', (item) => {
    if (item.request.query.id !== id) return
    setDelivered(true)
    toast.success(LL.receipt.success())
  })
  const pendingHere = items.some((item) => item.request.query.id === id && item.state !== 'failed')

  const form = useForm({
    defaultValues: { file: null as File | null },
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const problem = receiptFileProblem(value.file ?? undefined)
        return problem ? { fields: { file: encodeProblem(problem) } } : undefined
      },
    },
    onSubmit: async ({ value, formApi }) => {
      if (!value.file) return
      const result = await submitReceipt(id, lang, value.file)
      if (result.type === 'rejected') return void toast.error(receiptFailureText(LL, result.failure))
      formApi.reset()
      if (fileInput.current) fileInput.current.value = ''
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
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          <form.Field name="file">
            {(field) => {
              const error = field.state.meta.errors[0]
              return (
                <FormField
                  label={LL.receipt.file()}
                  required
                  hint={LL.receipt.fileHint()}
                  error={error ? problemText(LL, String(error)) : undefined}
                >
                  {(control) => (
                    <input
                      {...control}
                      ref={fileInput}
                      type="file"
                      name="file"
                      accept={uploadRules.receipt.accept}
                      className={`${inputStyles.input} ${styles.file}`}
                      onChange={(event) => field.handleChange(event.target.files?.[0] ?? null)}
                      onBlur={field.handleBlur}
                    />
                  )}
                </FormField>
              )
            }}
          </form.Field>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <SpinnerButton type="submit" block loading={submitting}>
                {LL.receipt.submit()}
              </SpinnerButton>
            )}
          </form.Subscribe>
        </form>
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

import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { encodeProblem } from '#contract/messages'
import { receiptFileProblem } from '#contract/rules/receipt'
import { sniffFileKind, sniffLength } from '#contract/rules/sniff-file-kind'
import { uploadRules } from '#contract/rules/upload-files'
import { ApiError } from '#client/api/http-client.ts'
import { problemText, useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import type { OutboxItem } from '#client/offline/upload-outbox/outbox-machine.ts'
import { removeFromOutbox, sendOutboxItemNow } from '#client/offline/upload-outbox/page-outbox.ts'
import { useUploadOutbox } from '#client/offline/upload-outbox/use-upload-outbox.ts'
import { useLineDown } from '#client/offline/use-online.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { setServerFieldError } from '#client/ui/form/server-field-errors.ts'
import { LoadStatus } from '#client/ui/load-status.tsx'
import { toast } from '#client/ui/toast.tsx'
import { UploadOutboxList } from '#client/ui/upload-outbox-list.tsx'
import { useFocusWhenLost } from '#client/ui/use-focus-when-lost.ts'
import { receiptFailureText, receiptLinkQuery, submitReceipt } from '../api.ts'
import styles from './receipt-upload.module.css'

/** Whether a file's first bytes are those of a JPEG or a PNG: a renamed file is stopped before it is sent. */
async function isPicture(file: File): Promise<boolean> {
  const kind = sniffFileKind(new Uint8Array(await file.slice(0, sniffLength).arrayBuffer()))
  return kind === 'jpeg' || kind === 'png'
}

/**
 * The attendee's receipt for the link `id`: chosen, checked, sent (now or when back online),
 * once. A link whose receipt arrived, or that no operator issued, says so when the page opens.
 */
export function ReceiptUpload({ id }: { id: string }) {
  const { LL, lang } = useI18n()
  const [delivered, setDelivered] = useState(false)
  const [notSent, setNotSent] = useState(false)
  const link = useQuery(receiptLinkQuery(id))
  const lineDown = useLineDown()
  // Only this link's uploads: those of other links wait in the outbox for their own pages.
  const forThisLink = (item: Pick<OutboxItem, 'request'>) =>
    item.request.endpoint === 'uploadReceipt' && item.request.query.id === id
  const items =
    useUploadOutbox('receipt', (item) => {
      if (!forThisLink(item)) return
      setDelivered(true)
      toast.success(LL.receipt.success())
    })?.filter(forThisLink) ?? []
  const pendingHere = items.some((item) => item.state !== 'failed')

  const form = useAppForm({
    defaultValues: { file: null as File | null },
    validators: {
      onDynamic: ({ value }) => problemFields({ file: receiptFileProblem(value.file ?? undefined) }),
    },
    onSubmit: async ({ value, formApi }) => {
      if (!value.file) return
      setNotSent(false)
      if (!(await isPicture(value.file))) {
        return setServerFieldError(formApi, 'file', problemText(LL, encodeProblem({ key: 'upload.not-an-image' })))
      }
      const result = await submitReceipt(id, lang, value.file).catch(() => ({ type: 'notSent' }) as const)
      if (result.type === 'rejected') return void toast.error(receiptFailureText(LL, result.failure))
      // Not kept and not sent: the file stays chosen, and the page says so until the next try.
      if (result.type === 'notSent') return setNotSent(true)
      formApi.reset()
      // Queued: the form gives way to the note that it waits, with the outbox list below.
      if (result.type === 'queued') return
      setDelivered(true)
      toast.success(LL.receipt.success())
    },
  })

  const outbox = (
    <UploadOutboxList
      items={items}
      failureText={(item) => receiptFailureText(LL, item.failure)}
      onCancel={(itemId) => void removeFromOutbox(itemId)}
      onSendNow={(itemId) => void sendOutboxItemNow(itemId)}
    />
  )
  if (link.data?.uploaded && !delivered) {
    return (
      <>
        <div className={styles.done} role="status">
          <h2 className={styles.doneTitle}>{LL.receipt.alreadyUploaded()}</h2>
          <p>{LL.receipt.alreadyUploadedHint()}</p>
        </div>
        {outbox}
      </>
    )
  }
  if (link.error instanceof ApiError && link.error.status === 404) {
    return (
      <p role="alert" className={styles.pending}>
        {LL.receipt.unknownId()}
      </p>
    )
  }
  // Asking (online): a moment's wait. Offline, or with no answer, the form shows.
  if (link.isPending && link.fetchStatus === 'fetching' && !lineDown) {
    return <LoadStatus failed={false} failedText={LL.receipt.unknownId()} retrying onRetry={() => void link.refetch()} />
  }

  if (delivered) {
    return (
      <div className={styles.done} role="status">
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <ResultHeading>{LL.receipt.success()}</ResultHeading>
        <p>{LL.receipt.successBody()}</p>
      </div>
    )
  }

  return (
    <>
      {link.data ? <p className={styles.event}>{LL.receipt.event({ event: link.data.event })}</p> : null}
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
            {notSent ? (
              <p role="alert" className={styles.notSent}>
                {LL.receipt.notKept()}
              </p>
            ) : null}
            <form.SubmitButton block>{LL.receipt.submit()}</form.SubmitButton>
          </form.Form>
        </form.AppForm>
      )}
      {outbox}
    </>
  )
}

/** The result that takes the place of the form, and of its focus. */
function ResultHeading({ children }: { children: ReactNode }) {
  const ref = useFocusWhenLost<HTMLHeadingElement>()
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.doneTitle}>
      {children}
    </h2>
  )
}

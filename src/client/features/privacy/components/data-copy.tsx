import type { DataExportFormat, MyData } from '#contract/schemas/privacy'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { dateText, dateTimeText } from '#contract/date-time'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { downloadDocument, downloadExport, useRequestDataExport } from '../api.ts'
import styles from './privacy.module.css'

/** Download my data: the copy's state, its two files once ready, and the documents the member sent. */
export function DataCopy({ data }: { data: MyData }) {
  const { LL, lang } = useI18n()
  const explain = useExplainFailure()
  const request = useRequestDataExport()
  const copy = data.export
  const save = (send: () => Promise<void>) => () => void send().catch(explain)
  const status = !copy
    ? null
    : copy.status === 'preparing'
      ? LL.profile.myDataPreparing({ date: dateTimeText(copy.requestedAt, lang) })
      : copy.status === 'ready'
        ? LL.profile.myDataReady({ date: dateTimeText(copy.expiresAt ?? copy.requestedAt, lang) })
        : LL.profile.myDataFailed()
  const file = (format: DataExportFormat, label: string) => (
    <SpinnerButton variant="secondary" onClick={save(() => downloadExport(format))}>
      {label}
    </SpinnerButton>
  )
  return (
    <section id="my-data" className={styles.section} aria-labelledby="my-data-heading">
      <h3 id="my-data-heading">{LL.profile.myDataHeading()}</h3>
      <p className={styles.text}>{LL.profile.myDataIntro()}</p>
      {status ? (
        <p className={styles.text} role="status">
          {status}
        </p>
      ) : null}
      {copy?.status === 'ready' ? (
        <div className={styles.actions}>
          {file('json', LL.profile.downloadJson())}
          {file('html', LL.profile.downloadHtml())}
        </div>
      ) : null}
      {copy?.status !== 'preparing' ? (
        <p>
          <SpinnerButton
            variant={copy ? 'secondary' : 'primary'}
            loading={request.isPending}
            onClick={() => request.mutate(undefined, { onError: explain })}
          >
            {copy ? LL.profile.myDataRequestAgain() : LL.profile.myDataRequest()}
          </SpinnerButton>
        </p>
      ) : null}
      <h4>{LL.profile.documentsHeading()}</h4>
      {data.documents.length === 0 ? (
        <p className={styles.muted}>{LL.profile.documentsNone()}</p>
      ) : (
        <ul className={styles.list} aria-label={LL.profile.documentsHeading()}>
          {data.documents.map((document) => (
            <li key={document.id} className={styles.row}>
              <span className={styles.label}>
                {document.name}
                <span>{LL.profile.documentSent({ date: dateText(document.uploadedAt, lang) })}</span>
              </span>
              <SpinnerButton
                variant="secondary"
                aria-label={`${LL.profile.downloadDocument()} ${document.name}`}
                onClick={save(() => downloadDocument(document.id, document.name))}
              >
                {LL.profile.downloadDocument()}
              </SpinnerButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

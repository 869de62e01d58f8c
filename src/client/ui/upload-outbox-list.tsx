import { timeText } from '#contract/date-time'
import type { OutboxItem } from '../offline/upload-outbox/outbox-machine.ts'
import { useI18n } from '../i18n/i18n-context.tsx'
import { SpinnerButton } from './spinner-button.tsx'
import styles from './upload-outbox-list.module.css'

interface UploadOutboxListProps {
  items: readonly OutboxItem[]
  /** Why the server refused an upload, in the member's words. */
  failureText: (item: OutboxItem) => string
  onCancel: (id: string) => void
  onSendNow: (id: string) => void
}

/**
 * Whether the browser sends uploads by itself, the page closed (Background Sync: Chromium);
 * WebKit and Firefox send them while the page is open, or when the portal next opens.
 */
const backgroundSync = () => typeof window !== 'undefined' && 'SyncManager' in window

/** Uploads kept on this device: waiting to send, being sent, or refused with the reason. */
export function UploadOutboxList({ items, failureText, onCancel, onSendNow }: UploadOutboxListProps) {
  const { LL, lang } = useI18n()
  if (items.length === 0) return null
  const time = (epochMs: number) => timeText(epochMs, lang)
  return (
    <section className={styles.outbox} aria-labelledby="upload-outbox-title">
      <h2 id="upload-outbox-title" className={styles.title}>
        {LL.uploadOutbox.title()}
      </h2>
      <p className={styles.hint}>{backgroundSync() ? LL.uploadOutbox.hint() : LL.uploadOutbox.hintKeepOpen()}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} data-state={item.state}>
            <span className={styles.name}>{item.fileName}</span>
            <span className={styles.state} role="status">
              {item.state === 'waiting'
                ? `${LL.uploadOutbox.waiting()}${item.attempts > 0 ? ` · ${LL.uploadOutbox.nextTry({ time: time(item.nextTryAt) })}` : ''}`
                : item.state === 'sending'
                  ? LL.uploadOutbox.sending()
                  : LL.uploadOutbox.failed({ reason: failureText(item) })}
            </span>
            <span className={styles.actions}>
              {item.state === 'waiting' ? (
                <SpinnerButton variant="secondary" onClick={() => onSendNow(item.id)}>
                  {LL.uploadOutbox.sendNow()}
                </SpinnerButton>
              ) : null}
              {item.state !== 'sending' ? (
                <SpinnerButton
                  variant="link"
                  aria-label={
                    item.state === 'failed'
                      ? LL.uploadOutbox.removeLabel({ name: item.fileName })
                      : LL.uploadOutbox.cancelLabel({ name: item.fileName })
                  }
                  onClick={() => onCancel(item.id)}
                >
                  {item.state === 'failed' ? LL.uploadOutbox.remove() : LL.uploadOutbox.cancel()}
                </SpinnerButton>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

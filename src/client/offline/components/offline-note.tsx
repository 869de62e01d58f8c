import { dateTimeText } from '#contract/date-time'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from './offline-note.module.css'

/** The quiet line under a card shown from the device's copy: offline, and as of when. */
export function OfflineNote({ updatedAt }: { updatedAt: number }) {
  const { LL, lang } = useI18n()
  const time = dateTimeText(updatedAt, lang)
  return (
    <p className={styles.note} role="status">
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path
          d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18"
          strokeLinecap="round"
        />
      </svg>
      <span>{LL.offline.lastUpdated({ time })}</span>
    </p>
  )
}

import { useI18n } from '#client/i18n/i18n-context.tsx'
import { ApplicationsTable } from './applications-table.tsx'
import type { Review } from './application-review.ts'
import styles from './staff.module.css'

/** The member's other applications. */
export function HistorySection({ review }: { review: Review }) {
  const { LL } = useI18n()
  return (
    <section className={`${styles.section} ${styles.wide}`} aria-labelledby="history-heading">
      <h2 id="history-heading">{LL.staffConsole.historyHeading()}</h2>
      <ApplicationsTable applications={review.history} empty={LL.staffConsole.noHistory()} />
    </section>
  )
}

import { useI18n } from '#client/i18n/i18n-context.tsx'
import { Facts, type FactRow } from './facts.tsx'
import { dateOnly, dateTime } from './format-date-time.ts'
import type { Review } from './application-review.ts'
import styles from './staff.module.css'
import { StatusBadge } from './status-badge.tsx'

/** When it came, by when it must be decided, and how it was decided. */
export function TimingFacts({ review }: { review: Review }) {
  const { LL, lang } = useI18n()
  return (
    <Facts
      rows={[
        [LL.staffConsole.colStatus(), <StatusBadge key="status" status={review.status} />],
        [LL.staffConsole.submittedAt(), dateTime(review.submittedAt, lang)],
        [
          LL.staffConsole.deadline(),
          <>
            {dateOnly(review.deadline, lang)}{' '}
            {review.overdue ? <span className={styles.badgeDanger}>{LL.staffConsole.overdue()}</span> : null}
          </>,
        ],
        ...(review.documentsDueAt
          ? [
              [
                LL.staffConsole.status_applied(),
                LL.staffConsole.documentsDue({ date: dateTime(review.documentsDueAt, lang) }),
              ] as FactRow,
            ]
          : []),
      ]}
    />
  )
}

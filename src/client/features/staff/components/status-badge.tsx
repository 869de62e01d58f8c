import type { ReviewStatus } from '#contract/schemas/staff'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from './staff.module.css'

/** An application's status in the console's words. */
export function StatusBadge({ status }: { status: ReviewStatus }) {
  const { LL } = useI18n()
  return <span className={styles.badge}>{LL.staffConsole[`status_${status}`]()}</span>
}

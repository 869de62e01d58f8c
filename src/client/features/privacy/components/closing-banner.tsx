import { useQuery } from '@tanstack/react-query'
import { dateText } from '#contract/date-time'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { myDataQuery } from '../api.ts'
import { CancelClosingButton } from './cancel-closing-button.tsx'
import styles from './closing-banner.module.css'

/** At the top of My Profile while a request to close the account waits: its date, and a way back. */
export function ClosingBanner() {
  const { LL, lang } = useI18n()
  const closing = useQuery({ ...myDataQuery, select: (data) => data.closing }).data
  if (!closing) return null
  return (
    <section className={styles.banner} aria-labelledby="closing-banner-title">
      <p className={styles.text}>
        <strong id="closing-banner-title">{LL.profile.closingBannerLabel()}</strong>
        <span>{LL.profile.closingBanner({ date: dateText(closing.closesAt, lang) })}</span>
      </p>
      <CancelClosingButton />
    </section>
  )
}

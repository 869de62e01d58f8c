import { useQuery } from '@tanstack/react-query'
import { dateText } from '#contract/date-time'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { myDataQuery, useCancelClosing } from '../api.ts'
import styles from './closing-banner.module.css'

/** At the top of My Profile while a request to close the account waits: its date, and a way back. */
export function ClosingBanner() {
  const { LL, lang } = useI18n()
  const explain = useExplainFailure()
  const closing = useQuery({ ...myDataQuery, select: (data) => data.closing }).data
  const cancel = useCancelClosing()
  if (!closing) return null
  return (
    <section className={styles.banner} aria-labelledby="closing-banner-title">
      <p className={styles.text}>
        <strong id="closing-banner-title">{LL.profile.closingBannerLabel()}</strong>
        <span>{LL.profile.closingBanner({ date: dateText(closing.closesAt, lang) })}</span>
      </p>
      <SpinnerButton
        variant="secondary"
        loading={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, { onSuccess: () => toast.success(LL.profile.closingCancelled()), onError: explain })
        }
      >
        {LL.profile.closingCancel()}
      </SpinnerButton>
    </section>
  )
}

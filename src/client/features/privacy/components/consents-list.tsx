import type { Consents } from '#contract/schemas/privacy'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { memberDate } from '#client/lib/member-date-time.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { useWithdrawMarketing } from '../api.ts'
import styles from './privacy.module.css'

/** The consents given at registration with their dates; the one to news and offers may be withdrawn. */
export function ConsentsList({ consents }: { consents: Consents }) {
  const { LL, lang } = useI18n()
  const explain = useExplainFailure()
  const withdraw = useWithdrawMarketing()
  const accepted = (at: string | null) =>
    at ? LL.profile.consentAccepted({ date: memberDate(at, lang) }) : LL.profile.consentAcceptedNoDate()
  const { marketing } = consents
  const marketingState = marketing.given
    ? marketing.givenAt
      ? LL.profile.consentGiven({ date: memberDate(marketing.givenAt, lang) })
      : LL.profile.consentGivenNoDate()
    : marketing.withdrawnAt
      ? LL.profile.consentWithdrawn({ date: memberDate(marketing.withdrawnAt, lang) })
      : LL.profile.consentNotGiven()
  const rows = [
    { label: LL.profile.consentTerms(), state: accepted(consents.termsAcceptedAt) },
    { label: LL.profile.consentCollection(), state: accepted(consents.collectionStatementAcceptedAt) },
    { label: LL.profile.consentMarketing(), state: marketingState },
  ]
  return (
    <section className={styles.section} aria-labelledby="consents-heading">
      <h3 id="consents-heading">{LL.profile.consentsHeading()}</h3>
      <ul className={styles.list}>
        {rows.map((row, index) => (
          <li key={row.label} className={styles.row}>
            <span className={styles.label}>
              {row.label}
              <span>{row.state}</span>
            </span>
            {index === 2 && marketing.given ? (
              <SpinnerButton
                variant="secondary"
                loading={withdraw.isPending}
                onClick={() =>
                  withdraw.mutate(undefined, {
                    onSuccess: () => toast.success(LL.profile.marketingWithdrawn()),
                    onError: explain,
                  })
                }
              >
                {LL.profile.withdrawMarketing()}
              </SpinnerButton>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

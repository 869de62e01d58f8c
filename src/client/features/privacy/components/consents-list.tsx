import { useState } from 'react'
import type { Consents } from '#contract/schemas/privacy'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { dateText } from '#contract/date-time'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { LazyPopup } from '#client/ui/lazy-popup.tsx'
import { Switch } from '#client/ui/switch.tsx'
import { toast } from '#client/ui/toast.tsx'
import { useGiveMarketing, useWithdrawMarketing } from '../api.ts'
import styles from './privacy.module.css'

/**
 * The consents given at registration with their dates. The one to news and offers is a switch:
 * withdrawing it asks first, giving it (again) is one press and dates it that day.
 */
export function ConsentsList({ consents }: { consents: Consents }) {
  const { LL, lang } = useI18n()
  const explain = useExplainFailure()
  const withdraw = useWithdrawMarketing()
  const give = useGiveMarketing()
  const [asking, setAsking] = useState(false)
  const accepted = (at: string | null) =>
    at ? LL.profile.consentAccepted({ date: dateText(at, lang) }) : LL.profile.consentAcceptedNoDate()
  const { marketing } = consents
  const marketingState = marketing.given
    ? marketing.givenAt
      ? LL.profile.consentGiven({ date: dateText(marketing.givenAt, lang) })
      : LL.profile.consentGivenNoDate()
    : marketing.withdrawnAt
      ? LL.profile.consentWithdrawn({ date: dateText(marketing.withdrawnAt, lang) })
      : LL.profile.consentNotGiven()
  const confirmed = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setAsking(false)
        toast.success(LL.profile.marketingWithdrawn())
      },
      onError: (error) => {
        setAsking(false)
        explain(error)
      },
    })
  const turn = (on: boolean) =>
    on
      ? give.mutate(undefined, { onSuccess: () => toast.success(LL.profile.marketingGiven()), onError: explain })
      : setAsking(true)
  const rows = [
    { label: LL.profile.consentTerms(), state: accepted(consents.termsAcceptedAt) },
    { label: LL.profile.consentCollection(), state: accepted(consents.collectionStatementAcceptedAt) },
  ]
  return (
    <section className={styles.section} aria-labelledby="consents-heading">
      <h3 id="consents-heading">{LL.profile.consentsHeading()}</h3>
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.label} className={styles.row}>
            <span className={styles.label}>
              {row.label}
              <span>{row.state}</span>
            </span>
          </li>
        ))}
        <li className={styles.row}>
          <span className={styles.label}>
            <span id="consent-marketing" className={styles.name}>
              {LL.profile.consentMarketing()}
            </span>
            <span>{marketingState}</span>
          </span>
          <Switch
            on={marketing.given}
            labelledBy="consent-marketing"
            busy={withdraw.isPending || give.isPending}
            onChange={turn}
          />
        </li>
      </ul>
      <LazyPopup
        open={asking}
        onOpenChange={setAsking}
        title={LL.profile.withdrawMarketingTitle()}
        description={LL.profile.withdrawMarketingBody()}
        okLabel={LL.profile.withdrawMarketing()}
        loading={withdraw.isPending}
        onOk={confirmed}
      />
    </section>
  )
}

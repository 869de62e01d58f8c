import { useQuery } from '@tanstack/react-query'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { messageBudgetsQuery } from '../api.ts'
import styles from './staff.module.css'
import { dateTime } from './format-date-time.ts'

/**
 * Over every page while an hour's SMS or e-mail budget, or a country code's SMS cap, is spent:
 * messages then wait for the next hour, so members may not get their codes in time.
 */
export function BudgetBanner() {
  const { LL, lang } = useI18n()
  const { data } = useQuery(messageBudgetsQuery)
  if (!data) return null
  const until = (resetsAt: string | null) => (resetsAt ? dateTime(resetsAt, lang) : '')
  const notices = [
    ...(data.sms.exhausted ? [LL.staffConsole.budgetSms({ limit: data.sms.limit, until: until(data.sms.resetsAt) })] : []),
    ...(data.email.exhausted
      ? [LL.staffConsole.budgetEmail({ limit: data.email.limit, until: until(data.email.resetsAt) })]
      : []),
    ...data.countryCodes
      .filter((budget) => budget.exhausted)
      .map((budget) => {
        const params = { limit: budget.limit, until: until(budget.resetsAt) }
        return budget.countryCode === 'other'
          ? LL.staffConsole.budgetTypedCountryCodes(params)
          : LL.staffConsole.budgetCountryCode({ ...params, countryCode: budget.countryCode })
      }),
  ]
  if (notices.length === 0) return null
  return (
    <section className={styles.budgetBanner} role="status" aria-label={LL.staffConsole.budgetTitle()}>
      <strong>{LL.staffConsole.budgetTitle()}</strong>
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </section>
  )
}

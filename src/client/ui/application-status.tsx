import type { ApplicationEvent, ApplicationHistory } from '#contract/schemas/application-history'
import type { DecisionReason as Reason } from '#contract/schemas/rejection-reasons'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { dateText, dateTimeText } from '#contract/date-time'
import styles from './application-status.module.css'
import flow from './flow-page.module.css'
import { DecisionReason } from './decision-reason.tsx'
import { FactList } from './fact-list.tsx'

/** Where an application stands, in the words the member reads; the dates come from its answer. */
export type ApplicationStanding =
  | { state: 'awaitingDocuments'; dueAt: string }
  | { state: 'inReview' }
  | { state: 'approved' | 'rejected' | 'withdrawn'; at: string | undefined }

/** The moment of the last event of a kind in a history, if it has one. */
export const lastEventAt = (history: ApplicationHistory, ...events: ApplicationEvent[]) =>
  history.findLast((entry) => events.includes(entry.event))?.at

/** One line: where the application stands, with its deadline or the day it ended; a rejection's reason below it. */
export function ApplicationStatus({ standing, reason }: { standing: ApplicationStanding; reason?: Reason | null }) {
  const { LL, lang } = useI18n()
  const line = () => {
    switch (standing.state) {
      case 'awaitingDocuments':
        return LL.applications.awaitingDocuments({ deadline: dateTimeText(standing.dueAt, lang) })
      case 'inReview':
        return LL.applications.inReview()
      default: {
        const date = standing.at ? dateText(standing.at, lang) : ''
        return LL.applications[standing.state]({ date })
      }
    }
  }
  return (
    <div className={styles.status} data-state={standing.state}>
      <p className={styles.line}>{line()}</p>
      {standing.state === 'rejected' ? <DecisionReason reason={reason ?? null} className={styles.reason} /> : null}
    </div>
  )
}

/** What happened to the application, oldest first, each with its moment in the member's time zone. */
export function ApplicationHistoryList({ history }: { history: ApplicationHistory }) {
  const { LL, lang } = useI18n()
  return (
    <section className={styles.section} aria-labelledby="application-history-title">
      <h2 id="application-history-title" className={flow.legend}>
        {LL.applications.historyHeading()}
      </h2>
      <ol className={styles.history}>
        {history.map((entry) => (
          <li key={`${entry.event}-${entry.at}`}>
            <span className={styles.event}>{LL.applications[`event_${entry.event}`]()}</span>
            <time dateTime={entry.at}>{dateTimeText(entry.at, lang)}</time>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** What the member sent, as terms and values. */
export function SentFacts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  const { LL } = useI18n()
  return (
    <section className={styles.section} aria-labelledby="application-sent-title">
      <h2 id="application-sent-title" className={flow.legend}>
        {LL.applications.sentHeading()}
      </h2>
      <FactList rows={rows} />
    </section>
  )
}

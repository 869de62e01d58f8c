import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import type { DecisionKind, QueueKind } from '../api.ts'
import type { Review } from './application-review.ts'
import { DecisionSection } from './decision-section.tsx'
import { DocumentsSection } from './documents-section.tsx'
import { Facts, type FactRow } from './facts.tsx'
import { HistorySection } from './history-section.tsx'
import { MemberSection } from './member-section.tsx'
import styles from './staff.module.css'
import { TimingFacts } from './timing-facts.tsx'
import type { DecisionReason } from '#contract/schemas/rejection-reasons'

/**
 * One application's page: the way back to its queue, the member, what was submitted (when it
 * came, its deadline, and `submitted`), the sections of its kind, its documents, the decision
 * (`decides`: what the decision decides, the queue's kind unless said) and the member's other
 * applications.
 */
export function ReviewPage({
  kind,
  decides = kind,
  title,
  review,
  reason,
  submitted = [],
  children,
}: {
  kind: QueueKind
  decides?: DecisionKind
  title: string
  review: Review
  reason: DecisionReason | null
  submitted?: FactRow[]
  children?: ReactNode
}) {
  const { LL, lang } = useI18n()
  useDocumentTitle(title)
  return (
    <>
      <p>
        <Link to={`/$lang/staff/${kind}`} params={{ lang }}>
          ← {LL.staffConsole.backToQueue()}
        </Link>
      </p>
      <h1>
        {title}: {review.member.name}
      </h1>
      <div className={styles.sections}>
        <MemberSection member={review.member} />
        <section className={styles.section} aria-labelledby="submitted-heading">
          <h2 id="submitted-heading">{LL.staffConsole.submittedHeading()}</h2>
          <TimingFacts review={review} />
          {submitted.length > 0 ? <Facts rows={submitted} /> : null}
        </section>
        {children}
        <DocumentsSection documents={review.documents} />
        <DecisionSection kind={decides} review={review} reason={reason} />
        <HistorySection review={review} />
      </div>
    </>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { DecisionReason } from '#client/ui/decision-reason.tsx'
import { Popup } from '#client/ui/popup.tsx'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import type { DecisionReason as Reason } from '#contract/schemas/rejection-reasons'
import { rejectionReasonsQuery, useDecision, type DecisionKind } from '../api.ts'
import { errorText } from './error-text.ts'
import { dateTime } from './format-date-time.ts'
import type { Review } from './application-review.ts'
import { RejectDialog } from './reject-dialog.tsx'
import styles from './staff.module.css'
import { StatusBadge } from './status-badge.tsx'

/**
 * Approve, after asking once, or reject with one of the kept reasons (and a note) the member
 * reads in their language. Only an application in review can be decided; a decision another
 * reviewer made first (or the member's withdrawal) is explained and the page shows it.
 */
export function DecisionSection({ kind, review, reason }: { kind: DecisionKind; review: Review; reason: Reason | null }) {
  const { LL, lang } = useI18n()
  const { approve, reject } = useDecision(kind, review.id)
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null)
  const explain = (error: unknown) => toast.error(errorText(LL, error))
  // Fetched with the page, so the reject dialog opens on its choices at once.
  useQuery(rejectionReasonsQuery)

  let body: ReactNode
  if (review.status === 'approved' || review.status === 'rejected' || review.status === 'withdrawn') {
    body = (
      <>
        <p>
          <StatusBadge status={review.status} />{' '}
          {review.decidedAt
            ? review.decidedBy
              ? LL.staffConsole.decidedBy({ date: dateTime(review.decidedAt, lang), name: review.decidedBy })
              : LL.staffConsole.decidedAt({ date: dateTime(review.decidedAt, lang) })
            : null}
        </p>
        <DecisionReason reason={reason} />
      </>
    )
  } else if (review.status === 'applied' && kind === 'upgrade') {
    body = <p>{LL.staffConsole.notReviewable()}</p>
  } else {
    // A parking application still waiting for documents holds its plate and card: it may be
    // rejected at once, approved only once its documents came.
    const waiting = review.status === 'applied'
    const change = kind === 'parkingChange'
    body = (
      <>
        {waiting ? <p>{LL.staffConsole.rejectWhileWaiting()}</p> : null}
        <div className={styles.decision}>
          {waiting ? null : (
            <SpinnerButton loading={approve.isPending} onClick={() => setAsking('approve')}>
              {LL.staffConsole.approve()}
            </SpinnerButton>
          )}
          <SpinnerButton variant="secondary" onClick={() => setAsking('reject')}>
            {LL.staffConsole.reject()}
          </SpinnerButton>
        </div>
        <Popup
          open={asking === 'approve'}
          onOpenChange={(open) => setAsking(open ? 'approve' : null)}
          title={change ? LL.staffConsole.approveChangeTitle() : LL.staffConsole.approveTitle()}
          description={LL.staffConsole.approveIntro()}
          okLabel={LL.staffConsole.approve()}
          loading={approve.isPending}
          onOk={() =>
            approve.mutate(undefined, {
              onSuccess: () => toast.success(LL.staffConsole.approved()),
              onError: explain,
              onSettled: () => setAsking(null),
            })
          }
          others={[{ label: LL.staffConsole.cancel(), onClick: () => setAsking(null) }]}
        />
        <RejectDialog
          open={asking === 'reject'}
          onOpenChange={(open) => setAsking(open ? 'reject' : null)}
          title={change ? LL.staffConsole.rejectChangeTitle() : LL.staffConsole.rejectTitle()}
          kind={kind}
          memberLanguage={review.member.language}
          reject={reject}
        />
      </>
    )
  }
  return (
    <section className={`${styles.section} ${styles.wide}`} aria-labelledby="decision-heading">
      <h2 id="decision-heading">{LL.staffConsole.decisionHeading()}</h2>
      {body}
    </section>
  )
}

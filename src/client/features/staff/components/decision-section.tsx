import { useState, type ReactNode } from 'react'
import { reasonProblem } from '#contract/rules/review'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { useDecision, type DecisionKind } from '../api.ts'
import { errorText } from './error-text.ts'
import { dateTime } from './format-date-time.ts'
import type { Review } from './application-review.ts'
import styles from './staff.module.css'
import { StatusBadge } from './status-badge.tsx'

/**
 * Approve, or reject with the reason the member reads. Only an application in review can be
 * decided; a decision another reviewer made first (or the member's withdrawal) is explained and
 * the page shows it.
 */
export function DecisionSection({ kind, review, reason }: { kind: DecisionKind; review: Review; reason: string | null }) {
  const { LL, lang } = useI18n()
  const { approve, reject } = useDecision(kind, review.id)
  const [rejecting, setRejecting] = useState(false)
  const explain = (error: unknown) => toast.error(errorText(LL, error))
  const form = useAppForm({
    defaultValues: { reason: '' },
    validators: { onDynamic: ({ value }) => problemFields({ reason: reasonProblem(value.reason) }) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await reject.mutateAsync(value.reason)
        toast.success(LL.staffConsole.rejected())
      } catch (error) {
        if (!showFieldProblems(formApi, error)) explain(error)
      }
    },
  })

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
        {reason ? <p>{LL.staffConsole.reason({ reason })}</p> : null}
      </>
    )
  } else if (review.status === 'applied' && kind === 'upgrade') {
    body = <p>{LL.staffConsole.notReviewable()}</p>
  } else if (rejecting) {
    body = (
      <form.AppForm>
        <form.Form className={styles.rejectForm}>
          <form.AppField name="reason">
            {(field) => <field.TextAreaField label={LL.staffConsole.rejectReason()} required />}
          </form.AppField>
          <div className={styles.decision}>
            <form.SubmitButton>{LL.staffConsole.confirmReject()}</form.SubmitButton>
            <SpinnerButton variant="secondary" onClick={() => setRejecting(false)}>
              {LL.staffConsole.cancel()}
            </SpinnerButton>
          </div>
        </form.Form>
      </form.AppForm>
    )
  } else {
    // A parking application still waiting for documents holds its plate and card: it may be
    // rejected at once, approved only once its documents came.
    const waiting = review.status === 'applied'
    body = (
      <>
        {waiting ? <p>{LL.staffConsole.rejectWhileWaiting()}</p> : null}
        <div className={styles.decision}>
          {waiting ? null : (
            <SpinnerButton
              loading={approve.isPending}
              onClick={() =>
                approve.mutate(undefined, { onSuccess: () => toast.success(LL.staffConsole.approved()), onError: explain })
              }
            >
              {LL.staffConsole.approve()}
            </SpinnerButton>
          )}
          <SpinnerButton variant="secondary" onClick={() => setRejecting(true)}>
            {LL.staffConsole.reject()}
          </SpinnerButton>
        </div>
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

import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { localName } from '#contract/languages'
import type { DropDownType } from '#contract/reference'
import { reasonProblem } from '#contract/rules/review'
import type { ReviewDocument, ReviewStatus, UpgradeReview } from '#contract/schemas/staff'
import { useDropDownList } from '#client/api/reference.ts'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { staffDocumentUrl, useDecision, type QueueKind } from '../api.ts'
import { errorText } from './error-text.ts'
import styles from './staff.module.css'
import { dateOnly, dateTime } from './when.ts'
import { DataTable } from './data-table.tsx'

type Review = Omit<UpgradeReview, 'form' | 'fromRegistration'>

export type FactRow = [label: string, value: ReactNode]

export function Facts({ rows }: { rows: FactRow[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * One application's page: the way back to its queue, the member, what was submitted (when it
 * came, its deadline, and `submitted`), the sections of its kind, its documents, the decision
 * and the member's other applications.
 */
export function ReviewPage({
  kind,
  title,
  review,
  reason,
  submitted,
  children,
}: {
  kind: QueueKind
  title: string
  review: Review
  reason: string | null
  submitted: FactRow[]
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
          <Facts rows={submitted} />
        </section>
        {children}
        <DocumentsSection documents={review.documents} />
        <DecisionSection kind={kind} review={review} reason={reason} />
        <HistorySection review={review} />
      </div>
    </>
  )
}

/** A reference-list entry's name in the page's language, or the free text of its 'other' entry. */
export function useReferenceName(type: DropDownType) {
  const { lang } = useI18n()
  const items = useDropDownList(type)
  return (id: number | null, other = '') => {
    const item = id === null ? undefined : items.find((candidate) => candidate.id === id)
    return [item ? localName(item, lang) : id === null ? '' : `#${id}`, other].filter(Boolean).join(' · ')
  }
}

/** Who the member is; `more` adds what a page knows besides. */
export function MemberSection({ member, more = [] }: { member: Review['member']; more?: FactRow[] }) {
  const { LL } = useI18n()
  return (
    <section className={styles.section} aria-labelledby="member-heading">
      <h2 id="member-heading">{LL.staffConsole.memberHeading()}</h2>
      <Facts
        rows={[
          [LL.staffConsole.name(), member.name],
          [LL.staffConsole.chineseName(), member.chineseName],
          [LL.staffConsole.memberId(), member.clubMemberId],
          [LL.staffConsole.tier(), LL.staffConsole[`tier_${member.tier}`]()],
          [LL.staffConsole.phone(), member.phone],
          [LL.staffConsole.email(), member.email ?? ''],
          ...more,
        ]}
      />
    </section>
  )
}

/** When it came, by when it must be decided, and how it was decided. */
function TimingFacts({ review }: { review: Review }) {
  const { LL, lang } = useI18n()
  return (
    <Facts
      rows={[
        [LL.staffConsole.colStatus(), <StatusBadge key="status" status={review.status} />],
        [LL.staffConsole.submittedAt(), dateTime(review.submittedAt, lang)],
        [
          LL.staffConsole.deadline(),
          <>
            {dateOnly(review.deadline, lang)}{' '}
            {review.overdue ? <span className={styles.badgeDanger}>{LL.staffConsole.overdue()}</span> : null}
          </>,
        ],
        ...(review.documentsDueAt
          ? [
              [
                LL.staffConsole.status_applied(),
                LL.staffConsole.documentsDue({ date: dateTime(review.documentsDueAt, lang) }),
              ] as FactRow,
            ]
          : []),
      ]}
    />
  )
}

function StatusBadge({ status }: { status: ReviewStatus }) {
  const { LL } = useI18n()
  return <span className={styles.badge}>{LL.staffConsole[`status_${status}`]()}</span>
}

/** Each document shown where it can be: an image inline, a PDF in a frame, with a download link. */
function DocumentsSection({ documents }: { documents: ReviewDocument[] }) {
  const { LL } = useI18n()
  return (
    <section className={`${styles.section} ${styles.wide}`} aria-labelledby="documents-heading">
      <h2 id="documents-heading">{LL.staffConsole.documentsHeading()}</h2>
      {documents.length === 0 ? (
        <p>{LL.staffConsole.noDocuments()}</p>
      ) : (
        <ul className={styles.documents}>
          {documents.map((document) => {
            const url = staffDocumentUrl(document.id)
            const caption = `${LL.staffConsole[`purpose_${document.purpose}`]()}: ${document.name}`
            return (
              <li key={document.id} className={styles.document}>
                <figure>
                  {document.kind === 'jpeg' || document.kind === 'png' ? (
                    <img src={url} alt={caption} loading="lazy" />
                  ) : document.kind === 'pdf' ? (
                    <iframe src={url} title={caption}>
                      {LL.staffConsole.pdfFallback()}
                    </iframe>
                  ) : null}
                  <figcaption>
                    {caption} ·{' '}
                    <a href={url} download={document.name}>
                      {LL.staffConsole.download()}
                    </a>
                  </figcaption>
                </figure>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

function HistorySection({ review }: { review: Review }) {
  const { LL } = useI18n()
  return (
    <section className={`${styles.section} ${styles.wide}`} aria-labelledby="history-heading">
      <h2 id="history-heading">{LL.staffConsole.historyHeading()}</h2>
      <ApplicationsTable applications={review.history} empty={LL.staffConsole.noHistory()} />
    </section>
  )
}

/** Applications of both kinds, each linked to its page, with how it was decided. */
export function ApplicationsTable({ applications, empty }: { applications: Review['history']; empty: string }) {
  const { LL, lang } = useI18n()
  if (applications.length === 0) return <p>{empty}</p>
  return (
    <DataTable
      columns={[
        LL.staffConsole.colSubmitted(),
        LL.staffConsole.colAction(),
        LL.staffConsole.colStatus(),
        LL.staffConsole.decisionHeading(),
      ]}
    >
      {applications.map((past) => (
        <tr key={past.id}>
          <td>{dateOnly(past.submittedAt, lang)}</td>
          <td>
            <Link to={`/$lang/staff/${past.kind}/$id`} params={{ lang, id: past.id }}>
              {LL.staffConsole[`kind_${past.kind}`]()}
            </Link>
          </td>
          <td>
            <StatusBadge status={past.status} />
          </td>
          <td>
            {past.decidedAt
              ? past.decidedBy
                ? LL.staffConsole.decidedBy({ date: dateOnly(past.decidedAt, lang), name: past.decidedBy })
                : LL.staffConsole.decidedAt({ date: dateOnly(past.decidedAt, lang) })
              : ''}
            {past.reason ? <div>{LL.staffConsole.reason({ reason: past.reason })}</div> : null}
          </td>
        </tr>
      ))}
    </DataTable>
  )
}

/**
 * Approve, or reject with the reason the member reads. Only an application in review can be
 * decided; a decision another reviewer made first is explained and the page shows it.
 */
function DecisionSection({ kind, review, reason }: { kind: QueueKind; review: Review; reason: string | null }) {
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
  if (review.status === 'approved' || review.status === 'rejected') {
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

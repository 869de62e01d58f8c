import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { localName } from '#contract/languages'
import { octopusCardDisplay } from '#contract/rules/parking'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { parkingReviewQuery } from '../api.ts'
import { QueryStatus } from './query-status.tsx'
import { DecisionSection, DocumentsSection, Facts, HistorySection, MemberSection, TimingFacts } from './review-parts.tsx'
import { staffPage } from './staff-link.ts'
import styles from './staff.module.css'

/** A parking application: the vehicle, the Octopus card, the registration documents, and the decision. */
export function ParkingReviewView({ id }: { id: string }) {
  const { LL, lang } = useI18n()
  useDocumentTitle(LL.staffConsole.parkingTitle())
  const review = useQuery(parkingReviewQuery(id))
  if (!review.data) return <QueryStatus query={review} />
  const { form } = review.data
  return (
    <>
      <p>
        <Link {...staffPage(lang, 'parking')}>← {LL.staffConsole.backToQueue()}</Link>
      </p>
      <h1>
        {LL.staffConsole.parkingTitle()}: {review.data.member.name}
      </h1>
      <div className={styles.sections}>
        <MemberSection review={review.data} />
        <section className={styles.section} aria-labelledby="submitted-heading">
          <h2 id="submitted-heading">{LL.staffConsole.submittedHeading()}</h2>
          <TimingFacts review={review.data} />
          <Facts
            rows={[
              [LL.staffConsole.vehicleNumber(), form.vehicleNumber],
              [LL.staffConsole.octopusCard(), octopusCardDisplay(form.octopusCardNumber, form.octopusCardLastNumber)],
              [LL.staffConsole.vehicleType(), localName(form.vehicleType, lang)],
              [LL.staffConsole.vehicleModel(), form.vehicleModel],
              ...(form.documentsToFollow > 0
                ? [
                    [
                      LL.staffConsole.documentsHeading(),
                      LL.staffConsole.documentsToFollow({ count: form.documentsToFollow }),
                    ] as [string, string],
                  ]
                : []),
            ]}
          />
        </section>
        <DocumentsSection documents={review.data.documents} />
        <DecisionSection kind="parking" review={review.data} reason={form.reason} />
        <HistorySection review={review.data} />
      </div>
    </>
  )
}

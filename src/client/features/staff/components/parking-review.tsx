import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { localName } from '#contract/languages'
import { octopusCardDisplay } from '#contract/rules/parking'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { parkingReviewQuery } from '../api.ts'
import { QueryStatus } from './query-status.tsx'
import type { FactRow } from './facts.tsx'
import { ReviewPage } from './review-page.tsx'
import styles from './staff.module.css'

/**
 * A parking application: the vehicle, the Octopus card, the registration documents, and the
 * decision; an approved one links to the change its member asked for.
 */
export function ParkingReviewView({ id }: { id: string }) {
  const { LL, lang } = useI18n()
  const review = useQuery(parkingReviewQuery(id))
  if (!review.data) return <QueryStatus query={review} />
  const { form } = review.data
  const submitted: FactRow[] = [
    [LL.staffConsole.vehicleNumber(), form.vehicleNumber],
    [LL.staffConsole.octopusCard(), octopusCardDisplay(form.octopusCardNumber, form.octopusCardLastNumber)],
    [LL.staffConsole.vehicleType(), localName(form.vehicleType, lang)],
    [LL.staffConsole.vehicleModel(), form.vehicleModel],
  ]
  if (form.documentsToFollow > 0) {
    submitted.push([LL.staffConsole.documentsHeading(), LL.staffConsole.documentsToFollow({ count: form.documentsToFollow })])
  }
  return (
    <ReviewPage
      kind="parking"
      title={LL.staffConsole.parkingTitle()}
      review={review.data}
      reason={form.reason}
      submitted={submitted}
    >
      {form.change ? (
        <section className={`${styles.section} ${styles.wide}`} aria-labelledby="change-heading">
          <h2 id="change-heading">{LL.staffConsole.parkingChangeTitle()}</h2>
          <p>{form.change.status === 'pending' ? LL.staffConsole.changePending() : LL.staffConsole.changeRejectedNote()}</p>
          <p>
            <Link to="/$lang/staff/parking/changes/$id" params={{ lang, id: form.change.id }}>
              {LL.staffConsole.openChange()}
            </Link>
          </p>
        </section>
      ) : null}
    </ReviewPage>
  )
}

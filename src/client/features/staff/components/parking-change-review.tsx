import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { localName } from '#contract/languages'
import { changedParkingFields, octopusCardDisplay, parkingChangeFields, type ParkingChangeField } from '#contract/rules/parking'
import type { ParkingVehicle } from '#contract/schemas/parking'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { parkingChangeReviewQuery } from '../api.ts'
import { DataTable } from './data-table.tsx'
import { QueryStatus } from './query-status.tsx'
import { ReviewPage } from './review-page.tsx'
import styles from './staff.module.css'

/**
 * A change a member asked for to their approved parking privilege: every item as approved and
 * as requested side by side (on a phone, each item's two values under its name), the changed
 * ones marked, then its documents and the decision.
 */
export function ParkingChangeReviewView({ id }: { id: string }) {
  const { LL, lang } = useI18n()
  const review = useQuery(parkingChangeReviewQuery(id))
  if (!review.data) return <QueryStatus query={review} />
  const { approved, requested, applicationId } = review.data
  const changed = new Set(changedParkingFields(approved, requested))
  const labels: Record<ParkingChangeField, string> = {
    vehicleNumber: LL.staffConsole.vehicleNumber(),
    octopusCard: LL.staffConsole.octopusCard(),
    vehicleType: LL.staffConsole.vehicleType(),
    vehicleModel: LL.staffConsole.vehicleModel(),
    documents: LL.staffConsole.documentsHeading(),
  }
  const shown = (values: ParkingVehicle, field: ParkingChangeField) => {
    if (field === 'vehicleNumber') return values.vehicleNumber
    if (field === 'octopusCard') return octopusCardDisplay(values.octopusCardNumber, values.octopusCardLastNumber)
    if (field === 'vehicleType') return localName(values.vehicleType, lang)
    if (field === 'vehicleModel') return values.vehicleModel
    const added = values.documentId.filter((document) => !approved.documentId.includes(document)).length
    return [
      LL.staffConsole.documentCount({ count: values.documentId.length }),
      values === requested && added > 0 ? LL.staffConsole.newDocuments({ count: added }) : '',
      values.documentsToFollow > 0 ? LL.staffConsole.documentsToFollow({ count: values.documentsToFollow }) : '',
    ]
      .filter(Boolean)
      .join(' · ')
  }
  const open = review.data.status === 'pending' || review.data.status === 'applied'
  const columns = [
    LL.staffConsole.colItem(),
    open ? LL.staffConsole.colApprovedNow() : LL.staffConsole.colApprovedThen(),
    LL.staffConsole.colRequested(),
  ] as const
  return (
    <ReviewPage
      kind="parking"
      decides="parkingChange"
      title={LL.staffConsole.parkingChangeTitle()}
      review={review.data}
      reason={review.data.reason}
    >
      <section className={`${styles.section} ${styles.wide}`} aria-labelledby="comparison-heading">
        <h2 id="comparison-heading">{LL.staffConsole.comparisonHeading()}</h2>
        <DataTable columns={columns} className={styles.comparison}>
          {parkingChangeFields.map((field) => (
            <tr key={field} className={changed.has(field) ? styles.changedRow : undefined}>
              <th scope="row">{labels[field]}</th>
              <td data-label={columns[1]}>{shown(approved, field)}</td>
              <td data-label={columns[2]}>
                {shown(requested, field)}{' '}
                {changed.has(field) ? <span className={styles.badgePending}>{LL.staffConsole.changed()}</span> : null}
              </td>
            </tr>
          ))}
        </DataTable>
        <p className={styles.below}>
          <Link to="/$lang/staff/parking/$id" params={{ lang, id: applicationId }}>
            {LL.staffConsole.openApplication()}
          </Link>
        </p>
      </section>
    </ReviewPage>
  )
}

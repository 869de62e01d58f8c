import { localName } from '#contract/languages'
import { changedParkingFields, octopusCardDisplay, type ParkingChangeField } from '#contract/rules/parking'
import type { ParkingChange, ParkingVehicle } from '#contract/schemas/parking'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { DocumentsOnTheirWay } from './documents-on-their-way.tsx'
import styles from './parking.module.css'
import { DecisionReason } from '#client/ui/decision-reason.tsx'

/**
 * The change the member asked for to their approved privilege, in review: what changes, from
 * what is approved now to what they asked for, and the documents still on their way for it.
 */
export function ChangeUnderReview({ approved, change }: { approved: ParkingVehicle; change: ParkingChange }) {
  const { LL, lang } = useI18n()
  const labels: Record<ParkingChangeField, string> = {
    vehicleNumber: LL.parking.vehicleNumber(),
    octopusCard: LL.parking.octopusCardNumber(),
    vehicleType: LL.parking.vehicleType(),
    vehicleModel: LL.parking.vehicleModel(),
    documents: LL.parking.documentsLabel(),
  }
  const shown = (values: ParkingVehicle, field: ParkingChangeField) =>
    ({
      vehicleNumber: values.vehicleNumber,
      octopusCard: octopusCardDisplay(values.octopusCardNumber, values.octopusCardLastNumber),
      vehicleType: localName(values.vehicleType, lang),
      vehicleModel: values.vehicleModel,
      documents: LL.parking.documentCount({ count: values.documentId.length + values.documentsToFollow }),
    })[field]
  return (
    <section className={styles.change} aria-labelledby="parking-change-title">
      <h3 id="parking-change-title">{LL.parking.changeTitle()}</h3>
      <p>{LL.parking.changeBody()}</p>
      <dl className={styles.changes} aria-label={LL.parking.changeWhat()}>
        {changedParkingFields(approved, change).map((field) => (
          <div key={field}>
            <dt>{labels[field]}</dt>
            <dd>
              <span className={styles.was}>
                <span className="visually-hidden">{LL.parking.changeFrom()}: </span>
                {shown(approved, field)}
              </span>
              <span aria-hidden="true">→</span>
              <span className={styles.becomes}>
                <span className="visually-hidden">{LL.parking.changeTo()}: </span>
                {shown(change, field)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {change.documentsToFollow > 0 ? <p>{LL.parking.documentsFollowing({ count: change.documentsToFollow })}</p> : null}
      <DocumentsOnTheirWay expected={change.documentsToFollow} />
    </section>
  )
}

/** The member's last change was rejected: why, and that the privilege stays as it was. */
export function ChangeRejected({ change }: { change: ParkingChange }) {
  const { LL } = useI18n()
  return (
    <section className={styles.change} aria-labelledby="parking-change-rejected">
      <h3 id="parking-change-rejected">{LL.parking.changeRejectedTitle()}</h3>
      <DecisionReason reason={change.reason} />
      <p>{LL.parking.changeRejectedHint()}</p>
    </section>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { localName } from '#contract/languages'
import { octopusCardDisplay, offerValidYear } from '#contract/rules/parking'
import type { ParkingForm } from '#contract/schemas/parking'
import { DocumentOutbox } from '#client/offline/components/document-outbox.tsx'
import { useUploadOutbox } from '#client/offline/upload-outbox/use-upload-outbox.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import flow from '#client/ui/flow-page.module.css'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import { parkingFormQuery } from '../api.ts'
import { ParkingDocumentsForm } from './parking-documents-form.tsx'
import styles from './parking.module.css'

/** An approved application: the card, the vehicle, the discount and until when, with the way to edit. */
export function ParkingInfo({ application }: { application: ParkingForm }) {
  const { LL, lang } = useI18n()
  const facts = [
    [LL.parking.vehicleNumber(), application.vehicleNumber],
    [LL.parking.octopusCardNumber(), octopusCardDisplay(application.octopusCardNumber, application.octopusCardLastNumber)],
    [LL.parking.vehicleType(), localName(application.vehicleType, lang)],
    [LL.parking.vehicleModel(), application.vehicleModel],
    [LL.parking.discount(), LL.parking.discountValue()],
    [LL.parking.validTo(), LL.parking.validToValue({ year: offerValidYear(new Date()) })],
  ] as const
  return (
    <div className={flow.form}>
      <h2 className={flow.legend}>{LL.parking.approvedTitle()}</h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={flow.actions}>
        <Link to="/$lang/my-account/updateParking" params={{ lang }} className={buttonClass('primary')}>
          {LL.parking.edit()}
        </Link>
      </div>
    </div>
  )
}

/**
 * An application in review, with the documents still on their way from this device; those it
 * expects that wait on no device here can be chosen again.
 */
export function ParkingWaiting({ application }: { application: ParkingForm }) {
  const { LL } = useI18n()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries(parkingFormQuery)
  const onThisDevice = useUploadOutbox('parking-document', () => void refresh())
  return (
    <>
      <div className={flow.note} role="status">
        <strong>{LL.parking.waitingTitle()}</strong>
        <p>{LL.parking.waitingBody()}</p>
        {application.documentsToFollow > 0 ? (
          <p>{LL.parking.documentsFollowing({ count: application.documentsToFollow })}</p>
        ) : null}
      </div>
      <DocumentOutbox items={onThisDevice ?? []} />
      {/* Asked only once the device's outbox is read: documents on their way are not asked for again. */}
      {application.documentsToFollow > 0 && onThisDevice?.every((item) => item.state === 'failed') ? (
        <ParkingDocumentsForm expected={application.documentsToFollow} onSent={refresh} />
      ) : null}
    </>
  )
}

/** An Ordinary member: what the parking privilege is, and the way to Privilege. */
export function ParkingForOrdinary({ canUpgrade }: { canUpgrade: boolean }) {
  const { LL, lang } = useI18n()
  return (
    <div className={flow.form}>
      <h2 className={flow.legend}>{LL.parking.ordinaryTitle()}</h2>
      <p>{LL.parking.ordinaryBody()}</p>
      {canUpgrade ? (
        <div className={flow.actions}>
          <Link to="/$lang/my-account/membershipUpgrade" params={{ lang }} className={buttonClass('primary')}>
            {LL.parking.upgradeLink()}
          </Link>
        </div>
      ) : null}
    </div>
  )
}

import { Link } from '@tanstack/react-router'
import { localName } from '#contract/languages'
import { octopusCardDisplay, offerValidYear } from '#contract/rules/parking'
import type { ParkingForm } from '#contract/schemas/parking'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { FactList } from '#client/ui/fact-list.tsx'
import flow from '#client/ui/flow-page.module.css'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import { ChangeRejected, ChangeUnderReview } from './parking-change.tsx'
import { WithdrawButton } from './withdraw-button.tsx'

/**
 * An approved application: the card, the vehicle, the discount and until when, with the way to
 * edit it. A change asked for stays beside it until decided: what it changes and the way to
 * withdraw it, or, once rejected, why.
 */
export function ParkingInfo({ application }: { application: ParkingForm }) {
  const { LL, lang } = useI18n()
  const { change } = application
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
      <FactList rows={facts} />
      {change?.status === 'pending' ? <ChangeUnderReview approved={application} change={change} /> : null}
      {change?.status === 'rejected' ? <ChangeRejected change={change} /> : null}
      <div className={flow.actions}>
        <Link to="/$lang/my-account/updateParking" params={{ lang }} className={buttonClass('primary')}>
          {change?.status === 'pending' ? LL.parking.editChange() : LL.parking.edit()}
        </Link>
        {change?.status === 'pending' ? <WithdrawButton what="change" id={change.id} /> : null}
        <Link to="/$lang/my-account/parkingApplication" params={{ lang }} className={buttonClass('secondary')}>
          {LL.applications.viewApplication()}
        </Link>
      </div>
    </div>
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

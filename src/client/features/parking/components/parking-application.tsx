import { Link } from '@tanstack/react-router'
import { localName } from '#contract/languages'
import { octopusCardDisplay } from '#contract/rules/parking'
import type { ParkingForm } from '#contract/schemas/parking'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { dateTimeText } from '#contract/date-time'
import { ApplicationHistoryList, ApplicationStatus, SentFacts } from '#client/ui/application-status.tsx'
import flow from '#client/ui/flow-page.module.css'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import { parkingStanding } from '../parking-standing.ts'
import { DocumentsOnTheirWay } from './documents-on-their-way.tsx'
import { WithdrawButton } from './withdraw-button.tsx'

/**
 * A parking application: where it stands (one line, with the deadline of documents still to
 * follow), what the member can do now, the vehicle and card sent and when, and its history.
 */
export function ParkingApplication({ application }: { application: ParkingForm }) {
  const { LL, lang } = useI18n()
  const waiting = application.status === 'applied'
  return (
    <div className={flow.form}>
      {waiting ? <h2 className={flow.legend}>{LL.parking.waitingTitle()}</h2> : null}
      <ApplicationStatus standing={parkingStanding(application)} reason={application.reason} />
      <section className={flow.form} aria-labelledby="parking-next-title">
        <h2 id="parking-next-title" className={flow.legend}>
          {LL.applications.nextHeading()}
        </h2>
        {waiting ? (
          <>
            {application.documentsToFollow > 0 ? (
              <p>{LL.parking.documentsFollowing({ count: application.documentsToFollow })}</p>
            ) : (
              <p>{LL.applications.nothingToDo()}</p>
            )}
            <DocumentsOnTheirWay expected={application.documentsToFollow} />
            <div className={flow.actions}>
              <WithdrawButton what="application" id={application.id} />
            </div>
          </>
        ) : (
          <div className={flow.actions}>
            <Link to="/$lang/my-account/sinoParking" params={{ lang }} className={buttonClass('primary')}>
              {application.status === 'approved' ? LL.applications.viewPrivilege() : LL.applications.applyAgain()}
            </Link>
          </div>
        )}
      </section>
      <SentFacts
        rows={[
          [LL.applications.sentAt(), dateTimeText(application.sentAt, lang)],
          [LL.parking.vehicleNumber(), application.vehicleNumber],
          [LL.parking.octopusCardNumber(), octopusCardDisplay(application.octopusCardNumber, application.octopusCardLastNumber)],
          [LL.parking.vehicleType(), localName(application.vehicleType, lang)],
          [LL.parking.vehicleModel(), application.vehicleModel],
          [LL.applications.documents(), LL.applications.documentCount({ count: application.documentId.length })],
        ]}
      />
      <ApplicationHistoryList history={application.history} />
    </div>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { ApplicationStatus } from '#client/ui/application-status.tsx'
import { ApplicationSummary } from '#client/ui/application-summary.tsx'
import { DecisionReason } from '#client/ui/decision-reason.tsx'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import { parkingFormQuery } from '../api.ts'
import { parkingStanding } from '../parking-standing.ts'

/**
 * My Profile: the member's parking application where it stands (a decision with its reason,
 * and a change to the privilege that was not approved), linking to its page.
 */
export function ParkingOnProfile() {
  const { LL, lang } = useI18n()
  const { data: application } = useQuery(parkingFormQuery)
  if (!application) return null
  const { change } = application
  return (
    <ApplicationSummary
      title={LL.applications.parkingKind()}
      action={
        <Link to="/$lang/my-account/parkingApplication" params={{ lang }} className={buttonClass('secondary')}>
          {LL.applications.viewApplication()}
        </Link>
      }
    >
      <ApplicationStatus standing={parkingStanding(application)} reason={application.reason} />
      {change?.status === 'rejected' ? (
        <div>
          <p>{LL.parking.changeRejectedTitle()}</p>
          <DecisionReason reason={change.reason} />
        </div>
      ) : null}
    </ApplicationSummary>
  )
}

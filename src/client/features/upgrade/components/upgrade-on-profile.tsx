import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { ApplicationStatus } from '#client/ui/application-status.tsx'
import { ApplicationSummary } from '#client/ui/application-summary.tsx'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import { upgradeFormQuery } from '../api.ts'
import { upgradeStanding } from '../upgrade-standing.ts'

/** My Profile: the member's upgrade application where it stands (a decision with its reason), linking to its page. */
export function UpgradeOnProfile() {
  const { LL, lang } = useI18n()
  const { data: application } = useQuery(upgradeFormQuery)
  if (!application) return null
  return (
    <ApplicationSummary
      title={LL.applications.upgradeKind()}
      action={
        <Link to="/$lang/my-account/submitted" params={{ lang }} className={buttonClass('secondary')}>
          {LL.applications.viewApplication()}
        </Link>
      }
    >
      <ApplicationStatus standing={upgradeStanding(application)} reason={application.reason} />
    </ApplicationSummary>
  )
}

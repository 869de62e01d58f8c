import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { localName } from '#contract/languages'
import type { UpgradeForm } from '#contract/schemas/upgrade'
import { useDropDownList } from '#client/api/reference.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { dateTimeText } from '#contract/date-time'
import { DocumentOutbox } from '#client/offline/components/document-outbox.tsx'
import { useUploadOutbox } from '#client/offline/upload-outbox/use-upload-outbox.ts'
import { ApplicationHistoryList, ApplicationStatus, SentFacts } from '#client/ui/application-status.tsx'
import flow from '#client/ui/flow-page.module.css'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import { upgradeFormQuery } from '../api.ts'
import { upgradeStanding } from '../upgrade-standing.ts'

/**
 * my-account/submitted: the member's upgrade application, where it stands (one line, with the
 * deadline of documents still awaited), the one thing to do now, what was sent and its history.
 */
export function UpgradeApplication({ application }: { application: UpgradeForm }) {
  const { LL } = useI18n()
  const queryClient = useQueryClient()
  const onThisDevice = useUploadOutbox('upgrade-document', () => void queryClient.invalidateQueries(upgradeFormQuery))
  return (
    <div className={flow.form}>
      <ApplicationStatus standing={upgradeStanding(application)} reason={application.reason} />
      <section className={flow.form} aria-labelledby="upgrade-next-title">
        <h2 id="upgrade-next-title" className={flow.legend}>
          {LL.applications.nextHeading()}
        </h2>
        <NextStep application={application} onThisDevice={onThisDevice?.filter((item) => item.state !== 'failed').length} />
        <DocumentOutbox items={onThisDevice ?? []} />
      </section>
      <SentFacts rows={useSentRows(application)} />
      <ApplicationHistoryList history={application.history} />
    </div>
  )
}

/**
 * The one action the application asks for: documents it awaits are added here unless they are
 * on their way from this device (the list beside it sends them); a rejected one is sent again.
 */
function NextStep({ application, onThisDevice }: { application: UpgradeForm; onThisDevice: number | undefined }) {
  const { LL, lang } = useI18n()
  if (application.status === 'applied') {
    // Asked only once the device's outbox is read: documents on their way are not asked for again.
    if (onThisDevice !== 0) return null
    return (
      <div className={flow.actions}>
        <Link to="/$lang/my-account/upgradeDocuments" params={{ lang }} className={buttonClass('primary')}>
          {LL.membership.addDocuments()}
        </Link>
      </div>
    )
  }
  if (application.status === 'rejected') {
    return (
      <div className={flow.actions}>
        <Link to="/$lang/my-account/membershipUpgrade" params={{ lang }} className={buttonClass('primary')}>
          {LL.applications.applyAgain()}
        </Link>
      </div>
    )
  }
  return (
    <>
      {application.status === 'pending' ? <p>{LL.applications.nothingToDo()}</p> : null}
      <div className={flow.actions}>
        <Link to="/$lang/my-account/Profile" params={{ lang }} className={buttonClass('secondary')}>
          {LL.membership.backToAccount()}
        </Link>
      </div>
    </>
  )
}

/** What the member applied as, for which estate, with which staff number, and how many documents. */
function useSentRows(application: UpgradeForm): [string, string][] {
  const { LL, lang } = useI18n()
  const sinoEstates = useDropDownList('SINO_ESTATE')
  const otherEstates = useDropDownList('NON_SINO_ESTATE')
  const roles = [
    application.isOwner ? LL.membership.owner() : null,
    application.isResident ? LL.membership.resident() : null,
    application.isTenant ? LL.membership.tenant() : null,
    application.isStaff ? LL.membership.staff() : null,
  ].filter((role) => role !== null)
  const estateList = application.isLiveInSinoProperties ? sinoEstates : otherEstates
  const estateId = application.isLiveInSinoProperties ? application.sinoEstate : application.nonSinoEstate
  const estateItem = estateList.find((item) => item.id === estateId)
  const estate = [estateItem ? localName(estateItem, lang) : '', application.otherEstate].filter(Boolean).join(' – ')
  const documents = application.addressDocumentId.length + application.sinoStaffDocumentId.length
  const rows: [string, string][] = [
    [LL.applications.sentAt(), dateTimeText(application.createdAt, lang)],
    [LL.applications.appliesAs(), roles.join(', ')],
  ]
  if (estate) rows.push([LL.applications.estate(), estate])
  if (application.isStaff && application.sinoStaffNumber) rows.push([LL.applications.staffNumber(), application.sinoStaffNumber])
  rows.push([LL.applications.documents(), LL.applications.documentCount({ count: documents })])
  return rows
}

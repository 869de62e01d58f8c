import { createFileRoute, Link } from '@tanstack/react-router'
import { parkingFormQuery } from '#client/features/parking/api.ts'
import { ParkingApplication } from '#client/features/parking/components/parking-application.tsx'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { useCurrentQuery } from '#client/offline/use-current-query.ts'
import flow from '#client/ui/flow-page.module.css'
import { QueryLoadStatus } from '#client/ui/load-status.tsx'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import styles from '#client/styles/pages.module.css'

export const Route = createFileRoute('/$lang/_member/my-account/parkingApplication')({
  component: ParkingApplicationPage,
})

/** The member's parking application, whatever its status; one who never applied is told so. */
function ParkingApplicationPage() {
  const { LL, lang } = useI18n()
  useDocumentTitle(LL.applications.parkingTitle())
  const parking = useCurrentQuery(parkingFormQuery)
  const body = () => {
    if (parking.data === undefined) {
      return <QueryLoadStatus query={parking} failedText={LL.parking.loadFailed()} />
    }
    if (parking.data) return <ParkingApplication application={parking.data} />
    return (
      <div className={flow.form}>
        <p>{LL.applications.noParking()}</p>
        <div className={flow.actions}>
          <Link to="/$lang/my-account/sinoParking" params={{ lang }} className={buttonClass('primary')}>
            {LL.parking.title()}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>{LL.applications.parkingTitle()}</h1>
      {body()}
    </section>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { canApplyForUpgrade } from '#contract/rules/profile'
import { parkingFormQuery } from '#client/features/parking/api.ts'
import { ParkingFormView } from '#client/features/parking/components/parking-form.tsx'
import { ParkingApplication } from '#client/features/parking/components/parking-application.tsx'
import { ParkingForOrdinary, ParkingInfo } from '#client/features/parking/components/parking-info.tsx'
import { profileQuery } from '#client/features/profile/api.ts'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { LoadStatus } from '#client/ui/load-status.tsx'
import styles from '#client/styles/pages.module.css'

export const Route = createFileRoute('/$lang/_member/my-account/sinoParking')({
  component: SinoParkingPage,
})

/** The parking privilege by the state of the member's application; Ordinary members learn how to get it. */
function SinoParkingPage() {
  const { LL } = useI18n()
  useDocumentTitle(LL.parking.title())
  const queryClient = useQueryClient()
  const profile = useQuery(profileQuery)
  const privilege = profile.data?.tier === 'privilege'
  const parking = useQuery({ ...parkingFormQuery, enabled: privilege })

  const body = () => {
    if (profile.data && !privilege) return <ParkingForOrdinary canUpgrade={canApplyForUpgrade(profile.data)} />
    if (parking.data === undefined) {
      return (
        <LoadStatus
          failed={parking.isError || profile.isError}
          failedText={LL.parking.loadFailed()}
          retrying={parking.isFetching || profile.isFetching}
          onRetry={() => void (profile.isError ? profile.refetch() : parking.refetch())}
        />
      )
    }
    if (parking.data?.status === 'approved') return <ParkingInfo application={parking.data} />
    if (parking.data?.status === 'applied') return <ParkingApplication application={parking.data} />
    return (
      <ParkingFormView
        previous={parking.data}
        onSubmitted={async () => {
          await queryClient.invalidateQueries(parkingFormQuery)
        }}
      />
    )
  }

  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>{LL.parking.title()}</h1>
      <p className={styles.lead}>{LL.parking.intro()}</p>
      {body()}
    </section>
  )
}

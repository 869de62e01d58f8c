import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router'
import { parkingFormQuery } from '#client/features/parking/api.ts'
import { ParkingFormView } from '#client/features/parking/components/parking-form.tsx'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { useCurrentQuery } from '#client/offline/use-current-query.ts'
import { QueryLoadStatus } from '#client/ui/load-status.tsx'
import styles from '#client/styles/pages.module.css'

export const Route = createFileRoute('/$lang/_member/my-account/updateParking')({
  component: UpdateParkingPage,
})

/**
 * Edits an approved application: the change waits for review beside it, which stays in force.
 * Other applications are changed on the parking page itself.
 */
function UpdateParkingPage() {
  const { LL, lang } = useI18n()
  useDocumentTitle(LL.parking.editTitle())
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const parking = useCurrentQuery(parkingFormQuery)
  if (parking.data === undefined) {
    return <QueryLoadStatus query={parking} failedText={LL.parking.loadFailed()} />
  }
  if (parking.data?.status !== 'approved') {
    return <Navigate to="/$lang/my-account/sinoParking" params={{ lang }} replace />
  }
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>{LL.parking.editTitle()}</h1>
      <p className={styles.lead}>{LL.parking.editHint()}</p>
      <ParkingFormView
        previous={parking.data}
        onSubmitted={async () => {
          await queryClient.invalidateQueries(parkingFormQuery)
          await navigate({ to: '/$lang/my-account/sinoParking', params: { lang } })
        }}
      />
    </section>
  )
}

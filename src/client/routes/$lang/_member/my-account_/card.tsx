import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { profileQuery } from '#client/features/profile/api.ts'
import { VenueCard } from '#client/features/profile/components/venue-card.tsx'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { useScreenWakeLock } from '#client/lib/use-screen-wake-lock.ts'
import { OfflineNote } from '#client/offline/components/offline-note.tsx'
import { isNetworkFailure, useLineDown } from '#client/offline/use-online.ts'
import styles from '#client/styles/pages.module.css'

// Loaded after the card: the first paint of the card page waits for nothing of the wallet's.
const AddToWallet = lazy(() =>
  import('#client/features/wallet/components/add-to-wallet.tsx').then((module) => ({ default: module.AddToWallet })),
)

/** my-account/card: the QR card to show at a venue, full screen, screen kept on, offline from the device's copy. */
export const Route = createFileRoute('/$lang/_member/my-account_/card')({
  component: VenueCardPage,
})

function VenueCardPage() {
  const { LL } = useI18n()
  useDocumentTitle(LL.venueCard.title())
  const wakeLock = useScreenWakeLock()
  const lineDown = useLineDown()
  const { data: profile, error, dataUpdatedAt, isPending } = useQuery(profileQuery)
  if (!profile) {
    return (
      <p className={styles.status} role={isPending ? 'status' : 'alert'}>
        {isPending ? LL.common.loading() : LL.profile.loadFailed()}
      </p>
    )
  }
  const fromDevice = lineDown || isNetworkFailure(error)
  return (
    <VenueCard
      profile={profile}
      wallet={
        <Suspense fallback={null}>
          <AddToWallet clubMemberId={profile.clubMemberId} />
        </Suspense>
      }
      status={
        <>
          {wakeLock === 'active' ? <p className={styles.quiet}>{LL.venueCard.screenStaysOn()}</p> : null}
          {fromDevice ? <OfflineNote updatedAt={dataUpdatedAt} /> : null}
        </>
      }
    />
  )
}

import { lazy, Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { ParkingOnProfile } from '#client/features/parking/components/parking-on-profile.tsx'
import { ClosingBanner } from '#client/features/privacy/components/closing-banner.tsx'
import { MyDataPanel } from '#client/features/privacy/components/my-data-panel.tsx'
import { ProfileLoader } from '#client/features/profile/components/profile-loader.tsx'
import { ProfileOverview } from '#client/features/profile/components/profile-overview.tsx'
import { UpgradeOnProfile } from '#client/features/upgrade/components/upgrade-on-profile.tsx'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'

// Loaded after the card: the first paint of the card page waits for nothing of the wallet's.
const AddToWallet = lazy(() =>
  import('#client/features/wallet/components/add-to-wallet.tsx').then((module) => ({ default: module.AddToWallet })),
)

// Only on the member's own page, never on the login page (its first load is at its budget).
const InstallCard = lazy(() =>
  import('#client/features/install-app/components/install-card.tsx').then((module) => ({ default: module.InstallCard })),
)

export const Route = createFileRoute('/$lang/_member/my-account/Profile')({
  component: ProfilePage,
})

function ProfilePage() {
  const { LL } = useI18n()
  useDocumentTitle(LL.profile.title())
  // Without a network the card comes from the device's copy, and says as of when.
  return (
    <>
      <ClosingBanner />
      <ProfileLoader>
        {(profile, status) => (
          <ProfileOverview
            profile={profile}
            status={status}
            wallet={
              <Suspense fallback={null}>
                <AddToWallet clubMemberId={profile.clubMemberId} offerUpdate />
              </Suspense>
            }
            applications={
              <>
                <UpgradeOnProfile />
                <ParkingOnProfile />
                <Suspense fallback={null}>
                  <InstallCard />
                </Suspense>
              </>
            }
          />
        )}
      </ProfileLoader>
      <MyDataPanel />
    </>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { EditPage } from '#client/features/profile/components/edit-page.tsx'
import { NotificationSwitch } from '#client/features/profile/components/notification-switch.tsx'
import { SignedInDevices } from '#client/features/profile/components/signed-in-devices.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'

/** Loaded apart from the route: the chunks it needs would otherwise be listed in the first load's. */
const MemberPasskeys = lazy(() =>
  import('#client/features/profile/components/member-passkeys.tsx').then((module) => ({ default: module.MemberPasskeys })),
)

export const Route = createFileRoute('/$lang/_member/update-profile/devices')({
  component: SignedInDevicesPage,
})

/** Where the member is signed in, and the passkeys that sign them in: one page, as every route weighs on the first load. */
function SignedInDevicesPage() {
  const { LL } = useI18n()
  return (
    <EditPage title={LL.profile.signedInDevices()} backTo="/$lang/update-profile" lead={LL.profile.devicesIntro()}>
      <SignedInDevices />
      <NotificationSwitch />
      <Suspense fallback={null}>
        <MemberPasskeys />
      </Suspense>
    </EditPage>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { EditPage } from '#client/features/profile/components/edit-page.tsx'
import { NotificationSwitch } from '#client/features/profile/components/notification-switch.tsx'
import { SignedInDevices } from '#client/features/profile/components/signed-in-devices.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'

export const Route = createFileRoute('/$lang/_member/update-profile/devices')({
  component: SignedInDevicesPage,
})

function SignedInDevicesPage() {
  const { LL } = useI18n()
  return (
    <EditPage title={LL.profile.signedInDevices()} backTo="/$lang/update-profile" lead={LL.profile.devicesIntro()}>
      <SignedInDevices />
      <NotificationSwitch />
    </EditPage>
  )
}

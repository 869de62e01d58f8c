import { createFileRoute } from '@tanstack/react-router'
import { EditPage } from '#client/features/profile/components/edit-page.tsx'
import { ProfileMenu } from '#client/features/profile/components/profile-menu.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'

export const Route = createFileRoute('/$lang/_member/update-profile/')({
  component: UpdateProfileMenu,
})

function UpdateProfileMenu() {
  const { LL } = useI18n()
  return (
    <EditPage title={LL.profile.updateProfile()} backTo="/$lang/my-account/Profile">
      <ProfileMenu
        label={LL.profile.updateProfile()}
        items={[
          { to: '/$lang/update-profile/basic-info', label: LL.profile.personalProfile(), hint: LL.profile.personalProfileHint() },
          {
            to: '/$lang/update-profile/others',
            label: LL.profile.languagePreference(),
            hint: LL.profile.languagePreferenceHint(),
          },
          {
            to: '/$lang/update-profile/change-password',
            label: LL.profile.changePassword(),
            hint: LL.profile.changePasswordHint(),
          },
          {
            to: '/$lang/update-profile/devices',
            label: LL.profile.signedInDevices(),
            hint: LL.profile.signedInDevicesHint(),
          },
        ]}
      />
    </EditPage>
  )
}

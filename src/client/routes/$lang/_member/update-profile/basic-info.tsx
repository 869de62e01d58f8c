import { createFileRoute } from '@tanstack/react-router'
import { EditPage } from '#client/features/profile/components/edit-page.tsx'
import { ProfileMenu } from '#client/features/profile/components/profile-menu.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'

export const Route = createFileRoute('/$lang/_member/update-profile/basic-info')({
  component: BasicInfoMenu,
})

function BasicInfoMenu() {
  const { LL } = useI18n()
  return (
    <EditPage title={LL.profile.personalProfile()} backTo="/$lang/update-profile">
      <ProfileMenu
        label={LL.profile.personalProfile()}
        items={[
          {
            to: '/$lang/update-profile/personal-profile',
            label: LL.profile.basicInformation(),
            hint: LL.profile.basicInformationHint(),
          },
          {
            to: '/$lang/update-profile/contact-address',
            label: LL.profile.contactAddress(),
            hint: LL.profile.contactAddressHint(),
          },
          { to: '/$lang/update-profile/interest', label: LL.profile.interests(), hint: LL.profile.interestsHint() },
        ]}
      />
    </EditPage>
  )
}

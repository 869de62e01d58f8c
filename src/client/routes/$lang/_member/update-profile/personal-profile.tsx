import { createFileRoute } from '@tanstack/react-router'
import { ProfileEditPage } from '#client/features/profile/components/edit-page.tsx'
import { PersonalProfileForm } from '#client/features/profile/components/personal-profile-form.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'

export const Route = createFileRoute('/$lang/_member/update-profile/personal-profile')({
  component: PersonalProfilePage,
})

function PersonalProfilePage() {
  const { LL } = useI18n()
  return (
    <ProfileEditPage title={LL.profile.basicInformation()} backTo="/$lang/update-profile/basic-info">
      {(profile) => <PersonalProfileForm profile={profile} />}
    </ProfileEditPage>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { ProfileEditPage } from '#client/features/profile/components/edit-page.tsx'
import { InterestForm } from '#client/features/profile/components/interest-form.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'

export const Route = createFileRoute('/$lang/_member/update-profile/interest')({
  component: InterestPage,
})

function InterestPage() {
  const { LL } = useI18n()
  return (
    <ProfileEditPage title={LL.profile.interests()} backTo="/$lang/update-profile/basic-info" lead={LL.profile.interestsIntro()}>
      {(profile) => <InterestForm profile={profile} />}
    </ProfileEditPage>
  )
}

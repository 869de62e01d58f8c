import { createFileRoute } from '@tanstack/react-router'
import { ProfileEditPage } from '#client/features/profile/components/edit-page.tsx'
import { LanguageForm } from '#client/features/profile/components/language-form.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'

export const Route = createFileRoute('/$lang/_member/update-profile/others')({
  component: LanguagePreferencePage,
})

function LanguagePreferencePage() {
  const { LL } = useI18n()
  return (
    <ProfileEditPage
      title={LL.profile.languagePreference()}
      backTo="/$lang/update-profile"
      lead={LL.profile.languagePreferenceIntro()}
    >
      {(profile) => <LanguageForm profile={profile} />}
    </ProfileEditPage>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordForm } from '#client/features/profile/components/change-password-form.tsx'
import { EditPage } from '#client/features/profile/components/edit-page.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'

export const Route = createFileRoute('/$lang/_member/update-profile/change-password')({
  component: ChangePasswordPage,
})

function ChangePasswordPage() {
  const { LL } = useI18n()
  return (
    <EditPage title={LL.profile.changePassword()} backTo="/$lang/update-profile">
      <ChangePasswordForm />
    </EditPage>
  )
}

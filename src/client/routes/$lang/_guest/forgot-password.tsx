import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordForm } from '#client/features/recovery/components/forgot-password-form.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { FlowPage } from '#client/ui/flow-page.tsx'

export const Route = createFileRoute('/$lang/_guest/forgot-password')({
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const { LL } = useI18n()
  return (
    <FlowPage title={LL.recovery.title()} lead={<p>{LL.recovery.intro()}</p>}>
      <ForgotPasswordForm />
    </FlowPage>
  )
}

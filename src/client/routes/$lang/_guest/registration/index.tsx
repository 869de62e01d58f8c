import { createFileRoute } from '@tanstack/react-router'
import { DetailsStep } from '#client/features/registration/components/details-step.tsx'
import { RegistrationShell } from '#client/features/registration/components/registration-shell.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'

export const Route = createFileRoute('/$lang/_guest/registration/')({
  component: RegistrationPage,
})

function RegistrationPage() {
  const { LL } = useI18n()
  return (
    <RegistrationShell kind="ordinary" step={0} lead={<p>{LL.registration.detailsIntro()}</p>}>
      <DetailsStep kind="ordinary" />
    </RegistrationShell>
  )
}

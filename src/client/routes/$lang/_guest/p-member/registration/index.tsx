import { createFileRoute } from '@tanstack/react-router'
import { DetailsStep } from '#client/features/registration/components/details-step.tsx'
import { RegistrationShell } from '#client/features/registration/components/registration-shell.tsx'
import { referralSearch } from '#client/features/registration/step-routes.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'

export const Route = createFileRoute('/$lang/_guest/p-member/registration/')({
  validateSearch: referralSearch,
  component: PMemberRegistrationPage,
})

function PMemberRegistrationPage() {
  const { LL } = useI18n()
  const { referralCode } = Route.useSearch()
  return (
    <RegistrationShell kind="pMember" step={0} lead={<p>{LL.registration.detailsIntro()}</p>}>
      <DetailsStep kind="pMember" referralCode={referralCode} />
    </RegistrationShell>
  )
}

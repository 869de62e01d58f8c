import { createFileRoute } from '@tanstack/react-router'
import { getDraft } from '../../../features/registration/draft.ts'
import { PreferencesStep } from '../../../features/registration/components/preferences-step.tsx'
import { RegistrationShell } from '../../../features/registration/components/registration-shell.tsx'
import { guardStep } from '../../../features/registration/step-routes.ts'

export const Route = createFileRoute('/$lang/registration/step-3')({
  beforeLoad: ({ params }) => guardStep('ordinary', 3, params.lang),
  component: PreferencesPage,
})

function PreferencesPage() {
  const { details, address } = getDraft('ordinary')
  // The guard let the member in with both earlier steps; a reset in another tab sends them back.
  if (!details || !address) return null
  return (
    <RegistrationShell kind="ordinary" step={2}>
      <PreferencesStep kind="ordinary" details={details} address={address} />
    </RegistrationShell>
  )
}

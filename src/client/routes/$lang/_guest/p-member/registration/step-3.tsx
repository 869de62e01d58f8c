import { createFileRoute } from '@tanstack/react-router'
import { loadQueryClient } from '#client/api/query-client-on-demand.ts'
import { dropDownListQuery } from '#client/api/reference-query.ts'
import { getDraft } from '#client/features/registration/draft.ts'
import { PreferencesStep } from '#client/features/registration/components/preferences-step.tsx'
import { RegistrationShell } from '#client/features/registration/components/registration-shell.tsx'
import { guardStep } from '#client/features/registration/step-routes.ts'

export const Route = createFileRoute('/$lang/_guest/p-member/registration/step-3')({
  beforeLoad: guardStep('pMember', 3),
  // The page's language is chosen for the member from this list, so it is there before the form.
  loader: async () => (await loadQueryClient()).ensureQueryData(dropDownListQuery('LANGUAGE')),
  component: PreferencesPage,
})

function PreferencesPage() {
  const { details, address } = getDraft('pMember')
  // The guard let the member in with both earlier steps; a reset in another tab sends them back.
  if (!details || !address) return null
  return (
    <RegistrationShell kind="pMember" step={2}>
      <PreferencesStep kind="pMember" details={details} address={address} />
    </RegistrationShell>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { AddressStep } from '../../../features/registration/components/address-step.tsx'
import { RegistrationShell } from '../../../features/registration/components/registration-shell.tsx'
import { guardStep } from '../../../features/registration/step-routes.ts'

export const Route = createFileRoute('/$lang/registration/step-2')({
  beforeLoad: ({ params }) => guardStep('ordinary', 2, params.lang),
  component: AddressPage,
})

function AddressPage() {
  return (
    <RegistrationShell kind="ordinary" step={1}>
      <AddressStep kind="ordinary" />
    </RegistrationShell>
  )
}

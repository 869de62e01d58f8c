import { createFileRoute } from '@tanstack/react-router'
import { AddressStep } from '#client/features/registration/components/address-step.tsx'
import { RegistrationShell } from '#client/features/registration/components/registration-shell.tsx'
import { guardStep } from '#client/features/registration/step-routes.ts'

export const Route = createFileRoute('/$lang/_guest/p-member/registration/step-2')({
  beforeLoad: guardStep('pMember', 2),
  component: AddressPage,
})

function AddressPage() {
  return (
    <RegistrationShell kind="pMember" step={1}>
      <AddressStep kind="pMember" />
    </RegistrationShell>
  )
}

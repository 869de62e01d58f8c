import { createFileRoute } from '@tanstack/react-router'
import { useSignedInStaff } from '#client/features/staff/components/signed-in-staff.tsx'
import { StaffPasswordView } from '#client/features/staff/components/staff-password.tsx'

export const Route = createFileRoute('/$lang/staff/_console/password')({ component: PasswordPage })

function PasswordPage() {
  return <StaffPasswordView email={useSignedInStaff().email} />
}

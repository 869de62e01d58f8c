import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '#client/features/staff/components/admin-only.tsx'
import { useSignedInStaff } from '#client/features/staff/components/signed-in-staff.tsx'
import { StaffAccounts } from '#client/features/staff/components/staff-accounts.tsx'

export const Route = createFileRoute('/$lang/staff/_console/accounts')({ component: AccountsPage })

function AccountsPage() {
  const staff = useSignedInStaff()
  return (
    <AdminOnly>
      <StaffAccounts me={staff} />
    </AdminOnly>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useSignedInStaff } from '#client/features/staff/components/signed-in-staff.tsx'
import { StaffPasswordView } from '#client/features/staff/components/staff-password.tsx'

/** Loaded apart from the route: the chunks it needs would otherwise be listed in the first load's. */
const StaffPasskeys = lazy(() =>
  import('#client/features/staff/components/staff-passkeys.tsx').then((module) => ({ default: module.StaffPasskeys })),
)

export const Route = createFileRoute('/$lang/staff/_console/password')({ component: PasswordPage })

/** A staff member's own sign-in: the password, and the passkeys that stand in for the code. */
function PasswordPage() {
  const { email } = useSignedInStaff()
  return (
    <>
      <StaffPasswordView email={email} />
      <Suspense fallback={null}>
        <StaffPasskeys email={email} />
      </Suspense>
    </>
  )
}

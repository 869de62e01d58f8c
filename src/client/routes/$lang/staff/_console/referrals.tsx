import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '#client/features/staff/components/admin-only.tsx'
import { ReferralCodes } from '#client/features/staff/components/referral-codes.tsx'

export const Route = createFileRoute('/$lang/staff/_console/referrals')({ component: ReferralsPage })

function ReferralsPage() {
  return (
    <AdminOnly>
      <ReferralCodes />
    </AdminOnly>
  )
}

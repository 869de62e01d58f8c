import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '#client/features/staff/components/admin-only.tsx'
import { RejectionReasons } from '#client/features/staff/components/rejection-reasons.tsx'

export const Route = createFileRoute('/$lang/staff/_console/reasons')({ component: ReasonsPage })

function ReasonsPage() {
  return (
    <AdminOnly>
      <RejectionReasons />
    </AdminOnly>
  )
}

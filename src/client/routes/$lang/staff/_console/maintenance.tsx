import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '#client/features/staff/components/admin-only.tsx'
import { MaintenanceSwitch } from '#client/features/staff/components/maintenance-switch.tsx'

export const Route = createFileRoute('/$lang/staff/_console/maintenance')({ component: MaintenancePage })

function MaintenancePage() {
  return (
    <AdminOnly>
      <MaintenanceSwitch />
    </AdminOnly>
  )
}

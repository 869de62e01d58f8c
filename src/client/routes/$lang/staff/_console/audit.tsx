import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '#client/features/staff/components/admin-only.tsx'
import { AuditLogView } from '#client/features/staff/components/audit-log.tsx'
import { auditSearch } from '#client/features/staff/search-params.ts'

export const Route = createFileRoute('/$lang/staff/_console/audit')({
  validateSearch: auditSearch,
  component: AuditPage,
})

function AuditPage() {
  return (
    <AdminOnly>
      <AuditLogView search={Route.useSearch()} />
    </AdminOnly>
  )
}

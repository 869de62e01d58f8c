import { createFileRoute } from '@tanstack/react-router'
import { LegacyNotice } from '#client/features/legacy-notice/components/legacy-notice.tsx'

/** Shared route: the maintenance notice over the group's club site, without the portal's header and footer. */
export const Route = createFileRoute('/$lang/maintenance')({
  component: MaintenancePage,
})

function MaintenancePage() {
  return <LegacyNotice kind="maintenance" />
}

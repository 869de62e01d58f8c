import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { maintenanceQuery } from '#client/api/maintenance-query.ts'
import { LegacyNotice } from '#client/features/legacy-notice/components/legacy-notice.tsx'

/**
 * Shared route: the maintenance notice over the group's club site, without the portal's header
 * and footer; while the operator has it on, their words and expected end, and a signed-in
 * member's card a tap away.
 */
export const Route = createFileRoute('/$lang/maintenance')({
  component: MaintenancePage,
})

function MaintenancePage() {
  const { lang, auth } = Route.useRouteContext()
  const { data } = useQuery(maintenanceQuery)
  const operator = data?.on ? data : undefined
  return <LegacyNotice kind="maintenance" message={operator?.message?.[lang]} until={operator?.until} cardLink={auth.loggedIn} />
}

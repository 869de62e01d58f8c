import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { MaintenanceWatch } from '#client/features/legacy-notice/components/maintenance-watch.tsx'

/**
 * Logged-in routes: without a session, login first. A member's pages watch for the maintenance
 * notice; a visitor's pages (login, registration) meet it when a write is refused for it.
 */
export const Route = createFileRoute('/$lang/_member')({
  beforeLoad: ({ context, params }) => {
    if (!context.auth.loggedIn) throw redirect({ to: '/$lang/Login', params, replace: true })
  },
  component: MemberPages,
})

function MemberPages() {
  return (
    <>
      <MaintenanceWatch />
      <Outlet />
    </>
  )
}

import { createFileRoute, Outlet } from '@tanstack/react-router'
import { StaffConsole } from '#client/features/staff/components/staff-console.tsx'

/** The pages of a signed-in staff member, each code-split, in the console's frame. */
export const Route = createFileRoute('/$lang/staff/_console')({ component: ConsoleLayout })

function ConsoleLayout() {
  return (
    <StaffConsole>
      <Outlet />
    </StaffConsole>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Navigate } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { onStaffSessionEnded, staffSessionQuery } from '../api.ts'
import { QueryStatus } from './query-status.tsx'
import { SignedInStaff } from './signed-in-staff.tsx'
import { StaffFrame } from './staff-frame.tsx'

/**
 * The console's pages for a signed-in staff member, in its frame. Without a staff session they
 * lead to the sign-in, and so does a session that ends, by sign-out or by a call refused.
 */
export function StaffConsole({ children }: { children: ReactNode }) {
  const { lang } = useI18n()
  const queryClient = useQueryClient()
  const session = useQuery(staffSessionQuery)
  useEffect(() => onStaffSessionEnded(() => queryClient.setQueryData(staffSessionQuery.queryKey, null)), [queryClient])
  if (session.data === undefined) return <QueryStatus query={session} />
  if (!session.data) return <Navigate to="/$lang/staff/login" params={{ lang }} replace />
  return (
    <SignedInStaff value={session.data}>
      <StaffFrame staff={session.data}>{children}</StaffFrame>
    </SignedInStaff>
  )
}

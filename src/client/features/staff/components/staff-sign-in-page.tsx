import { useQuery } from '@tanstack/react-query'
import { Navigate } from '@tanstack/react-router'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { staffSessionQuery } from '../api.ts'
import { QueryStatus } from './query-status.tsx'
import { StaffBarePage } from './staff-frame.tsx'
import { StaffLoginForm } from './staff-login-form.tsx'

/** The sign-in page; a staff member already signed in goes on to the upgrade queue. */
export function StaffSignInPage() {
  const { LL, lang } = useI18n()
  const session = useQuery(staffSessionQuery)
  useDocumentTitle(LL.staffConsole.signInTitle())
  if (session.data === undefined) return <QueryStatus query={session} />
  if (session.data) return <Navigate to="/$lang/staff/upgrade" params={{ lang }} replace />
  return (
    <StaffBarePage>
      <StaffLoginForm />
    </StaffBarePage>
  )
}

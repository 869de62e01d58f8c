import { Navigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { useSignedInStaff } from './signed-in-staff.tsx'

/** A page for admins: a reviewer who opens it goes to the upgrade queue. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { lang } = useI18n()
  const staff = useSignedInStaff()
  return staff.role === 'admin' ? children : <Navigate to="/$lang/staff/upgrade" params={{ lang }} replace />
}

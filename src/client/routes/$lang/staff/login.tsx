import { createFileRoute } from '@tanstack/react-router'
import { StaffSignInPage } from '#client/features/staff/components/staff-sign-in-page.tsx'

export const Route = createFileRoute('/$lang/staff/login')({ component: StaffSignInPage })

import { createFileRoute } from '@tanstack/react-router'
import { StaffEnrolPage } from '#client/features/staff/components/staff-enrol.tsx'

/** A set-up link's page, signed in or not: the link's key is in the address's hash. */
export const Route = createFileRoute('/$lang/staff/enrol')({ component: StaffEnrolPage })

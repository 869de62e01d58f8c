import { createFileRoute } from '@tanstack/react-router'
import { AccountLayout } from './-account-layout.tsx'

/** The profile editor's pages, beside the account menu. */
export const Route = createFileRoute('/$lang/_member/update-profile')({
  component: AccountLayout,
})

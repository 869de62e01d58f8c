import { createFileRoute } from '@tanstack/react-router'
import { AccountLayout } from './-account-layout.tsx'

export const Route = createFileRoute('/$lang/_member/my-account')({
  component: AccountLayout,
})

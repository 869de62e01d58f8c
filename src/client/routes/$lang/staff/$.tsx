import { createFileRoute, redirect } from '@tanstack/react-router'

/** A console path that names no page goes to the upgrade queue, which asks for a sign-in when there is no session. */
export const Route = createFileRoute('/$lang/staff/$')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/staff/upgrade', params: { lang: params.lang }, replace: true })
  },
})

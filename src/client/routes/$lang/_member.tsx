import { createFileRoute, redirect } from '@tanstack/react-router'

/** Logged-in routes: without a session, login first. */
export const Route = createFileRoute('/$lang/_member')({
  beforeLoad: ({ context, params }) => {
    if (!context.auth.loggedIn) throw redirect({ to: '/$lang/Login', params, replace: true })
  },
})

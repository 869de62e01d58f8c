import { createFileRoute, redirect } from '@tanstack/react-router'

/** Logged-out routes: a member who is logged in goes to the account instead. */
export const Route = createFileRoute('/$lang/_guest')({
  beforeLoad: ({ context, params }) => {
    if (context.auth.loggedIn) throw redirect({ to: '/$lang/my-account/Profile', params, replace: true })
  },
})

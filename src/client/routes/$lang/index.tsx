import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/$lang/')({
  beforeLoad: ({ context, params }) => {
    throw redirect({ to: context.auth.loggedIn ? '/$lang/my-account/Profile' : '/$lang/Login', params, replace: true })
  },
})

import { createFileRoute, redirect } from '@tanstack/react-router'

/** Unknown paths: to the account when logged in, else to login. */
export const Route = createFileRoute('/$lang/$')({
  beforeLoad: ({ context, params }) => {
    throw redirect({
      to: context.auth.loggedIn ? '/$lang/my-account/Profile' : '/$lang/Login',
      params: { lang: params.lang },
      replace: true,
    })
  },
})

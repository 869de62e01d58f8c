import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/$lang/_member/my-account/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/my-account/Profile', params, replace: true })
  },
})

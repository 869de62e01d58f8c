import { createFileRoute } from '@tanstack/react-router'
import { EmailLinkLanding } from '#client/features/verification/components/email-link-landing.tsx'

export const Route = createFileRoute('/$lang/verifyUser/$token/$page')({
  component: function VerifyUserPageLanding() {
    const { token, page } = Route.useParams()
    return <EmailLinkLanding token={token} type="verifyUser" page={page} />
  },
})

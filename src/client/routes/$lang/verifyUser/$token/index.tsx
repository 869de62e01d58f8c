import { createFileRoute } from '@tanstack/react-router'
import { EmailLinkLanding } from '#client/features/verification/components/email-link-landing.tsx'

export const Route = createFileRoute('/$lang/verifyUser/$token/')({
  component: function VerifyUserLanding() {
    const { token } = Route.useParams()
    return <EmailLinkLanding token={token} type="verifyUser" page={undefined} />
  },
})

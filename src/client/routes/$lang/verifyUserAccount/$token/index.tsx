import { createFileRoute } from '@tanstack/react-router'
import { EmailLinkLanding } from '#client/features/verification/components/email-link-landing.tsx'

export const Route = createFileRoute('/$lang/verifyUserAccount/$token/')({
  component: function VerifyUserAccountLanding() {
    const { token } = Route.useParams()
    return <EmailLinkLanding token={token} type="verifyUserAccount" page={undefined} />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { EmailLinkLanding } from '#client/features/verification/components/email-link-landing.tsx'

export const Route = createFileRoute('/$lang/verifyUserAccount/$token/$page')({
  component: function VerifyUserAccountPageLanding() {
    const { token, page } = Route.useParams()
    return <EmailLinkLanding token={token} type="verifyUserAccount" page={page} />
  },
})

import { createFileRoute, Link } from '@tanstack/react-router'
import { ResultPanel } from '#client/features/verification/components/result-panel.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { buttonClass } from '#client/ui/spinner-button.tsx'

/**
 * expired: an e-mail link that is incomplete, used or expired. A new one comes by logging in
 * (an e-mail still to verify is offered a new link) or by Forgot password.
 */
export const Route = createFileRoute('/$lang/expired')({
  component: ExpiredPage,
})

function ExpiredPage() {
  const { LL, lang } = useI18n()
  return (
    <ResultPanel tone="failure" title={LL.verification.expiredTitle()} body={LL.verification.expiredBody()}>
      <p>{LL.verification.expiredHelp()}</p>
      <Link to="/$lang/forgot-password" params={{ lang }} className={buttonClass('secondary', true)}>
        {LL.Login.forgotPassword()}
      </Link>
    </ResultPanel>
  )
}

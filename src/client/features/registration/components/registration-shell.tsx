import { useState, type ReactNode } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { FlowPage } from '#client/ui/flow-page.tsx'
import type { RegistrationKind } from '../draft.ts'
import { RestartDialog } from './back-to-start.tsx'
import { ProgressIndicator } from './progress-indicator.tsx'

/** The 4 steps of a registration of its kind, `step` current; the verification pages show the last. */
export function RegistrationProgress({
  kind,
  step,
  onReset,
}: {
  kind: RegistrationKind
  step: 0 | 1 | 2 | 3
  onReset?: () => void
}) {
  const { LL } = useI18n()
  const labels = [
    LL.registration.stepDetails(),
    LL.registration.stepAddress(),
    kind === 'ordinary' ? LL.registration.stepPassword() : LL.registration.stepConsents(),
    LL.registration.stepVerify(),
  ]
  return <ProgressIndicator labels={labels} current={step} {...(onReset ? { onReset } : {})} />
}

/** A registration step: the title of its kind, the 4-step progress indicator and the step's form. */
export function RegistrationShell({
  kind,
  step,
  lead,
  children,
}: {
  kind: RegistrationKind
  step: 0 | 1 | 2
  lead?: ReactNode
  children: ReactNode
}) {
  const { LL } = useI18n()
  const [asking, setAsking] = useState(false)
  return (
    <FlowPage
      wide
      title={kind === 'ordinary' ? LL.registration.title() : LL.registration.pMemberTitle()}
      top={<RegistrationProgress kind={kind} step={step} onReset={() => setAsking(true)} />}
      lead={lead}
    >
      {children}
      {step > 0 ? <RestartDialog kind={kind} step={step === 1 ? 1 : 2} open={asking} onOpenChange={setAsking} /> : null}
    </FlowPage>
  )
}

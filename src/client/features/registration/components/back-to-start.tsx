import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { LazyPopup } from '#client/ui/lazy-popup.tsx'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { stepPaths, type RegistrationKind } from '../draft.ts'
import { useRestartRegistration } from '../use-restart-registration.ts'

/**
 * Before the registration starts again: says what will be cleared, and offers
 * the previous step instead, which keeps everything typed.
 */
export function RestartDialog({
  kind,
  step,
  open,
  onOpenChange,
}: {
  kind: RegistrationKind
  step: 1 | 2
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const restart = useRestartRegistration(kind)
  return (
    <LazyPopup
      open={open}
      onOpenChange={onOpenChange}
      title={LL.registration.leaveTitle()}
      description={LL.registration.leaveBody()}
      okLabel={LL.registration.leaveConfirm()}
      onOk={() => {
        onOpenChange(false)
        restart()
      }}
      others={[
        {
          label: LL.registration.previousStep(),
          onClick: () => {
            onOpenChange(false)
            void navigate({ to: step === 1 ? stepPaths[kind][0] : stepPaths[kind][1], params: { lang } })
          },
        },
      ]}
    />
  )
}

/** Back on step 2 or 3: asks first, then starts again or goes to the previous step. */
export function BackToStart({ kind, step }: { kind: RegistrationKind; step: 1 | 2 }) {
  const { LL } = useI18n()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <SpinnerButton variant="secondary" onClick={() => setAsking(true)}>
        {LL.registration.back()}
      </SpinnerButton>
      <RestartDialog kind={kind} step={step} open={asking} onOpenChange={setAsking} />
    </>
  )
}

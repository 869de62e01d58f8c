import { useState } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { LazyPopup } from '#client/ui/lazy-popup.tsx'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import type { RegistrationKind } from '../draft.ts'
import { useRestartRegistration } from './registration-shell.tsx'

/** Back on step 2 or 3: asks first, then resets and returns to the registration start (spec section 2). */
export function BackToStart({ kind }: { kind: RegistrationKind }) {
  const { LL } = useI18n()
  const restart = useRestartRegistration(kind)
  const [asking, setAsking] = useState(false)
  return (
    <>
      <SpinnerButton variant="secondary" onClick={() => setAsking(true)}>
        {LL.registration.back()}
      </SpinnerButton>
      <LazyPopup
        open={asking}
        onOpenChange={setAsking}
        title={LL.registration.leaveTitle()}
        description={LL.registration.leaveBody()}
        okLabel={LL.registration.leaveConfirm()}
        onOk={() => {
          setAsking(false)
          restart()
        }}
      />
    </>
  )
}

import { useSyncExternalStore } from 'react'
import { endSession, hasSessionExpired, subscribeToExpiry } from '#client/api/session.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { LazyPopup } from '#client/ui/lazy-popup.tsx'

/** Return code 601: the session has expired; the member is told, then logged out. */
export function SessionExpiredDialog() {
  const { LL } = useI18n()
  const open = useSyncExternalStore(subscribeToExpiry, hasSessionExpired)
  return (
    <LazyPopup
      open={open}
      onOpenChange={(next) => next || void endSession()}
      title={LL.session.expiredTitle()}
      description={LL.session.expiredBody()}
      okLabel={LL.session.expiredAction()}
      onOk={() => void endSession()}
    />
  )
}

import { useState } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { unsentMemberDocuments } from '#client/offline/upload-outbox/forget-member-documents.ts'
import { flushOutbox } from '#client/offline/upload-outbox/page-outbox.ts'
import { Popup } from '#client/ui/popup.tsx'
import styles from './account-menu.module.css'

interface LogoutButtonProps {
  className: string
  onLogout: () => void
  loggingOut: boolean
}

/**
 * Logout, which takes the member's documents still waiting to be sent off the device: with any
 * waiting, it first says which would be lost and offers to send them now or to stay.
 */
export function LogoutButton({ className, onLogout, loggingOut }: LogoutButtonProps) {
  const { LL } = useI18n()
  const [unsent, setUnsent] = useState<string[]>()
  const [sending, setSending] = useState(false)
  const [stillUnsent, setStillUnsent] = useState(false)

  const ask = async () => {
    const names = await unsentMemberDocuments()
    if (names.length === 0) return onLogout()
    setStillUnsent(false)
    setUnsent(names)
  }
  const sendThenLogout = async () => {
    setSending(true)
    await flushOutbox({ skipBackoff: true })
    const left = await unsentMemberDocuments()
    setSending(false)
    if (left.length === 0) return onLogout()
    setUnsent(left)
    setStillUnsent(true)
  }
  const stay = () => setUnsent(undefined)

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void ask()}
        disabled={loggingOut}
        aria-busy={loggingOut || undefined}
      >
        {LL.account.logout()}
      </button>
      <Popup
        open={unsent !== undefined}
        onOpenChange={(open) => open || stay()}
        title={LL.uploadOutbox.logoutTitle()}
        description={LL.uploadOutbox.logoutBody()}
        okLabel={LL.uploadOutbox.logoutSend()}
        onOk={() => void sendThenLogout()}
        loading={sending}
        others={[
          { label: LL.uploadOutbox.logoutStay(), onClick: stay },
          { label: LL.uploadOutbox.logoutAnyway(), onClick: onLogout, variant: 'link' },
        ]}
      >
        <ul className={styles.unsent}>
          {unsent?.map((name, index) => (
            <li key={`${index}-${name}`}>{name}</li>
          ))}
        </ul>
        {stillUnsent ? (
          <p role="alert" className={styles.stillUnsent}>
            {LL.uploadOutbox.logoutStillWaiting({ count: unsent?.length ?? 0 })}
          </p>
        ) : null}
      </Popup>
    </>
  )
}

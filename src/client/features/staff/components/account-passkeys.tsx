import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Passkey } from '#contract/schemas/passkeys'
import type { StaffAccount } from '#contract/schemas/staff-admin'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { PasskeyList } from '#client/ui/passkey-list.tsx'
import { Popup } from '#client/ui/popup.tsx'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { staffAccountPasskeysQuery, useRemoveAccountPasskey } from '../api.ts'
import { errorText } from './error-text.ts'
import { QueryStatus } from './query-status.tsx'

/**
 * Admins: an account's passkeys (name, added, last used) in a popup opened from its row, each
 * removable once the admin confirms it; the account's person is e-mailed which one went.
 */
export function AccountPasskeys({ account }: { account: StaffAccount }) {
  const { LL } = useI18n()
  const [open, setOpen] = useState(false)
  const [confirming, setConfirming] = useState<Passkey | null>(null)
  const passkeys = useQuery({ ...staffAccountPasskeysQuery(account.id), enabled: open })
  const remove = useRemoveAccountPasskey(account.id)
  const close = () => {
    setOpen(false)
    setConfirming(null)
  }
  const confirmRemoval = (passkey: Passkey) =>
    remove.mutate(passkey.id, {
      onSuccess: () => {
        setConfirming(null)
        toast.success(LL.staffConsole.accountPasskeyRemoved({ passkey: passkey.name, name: account.name }))
      },
      onError: (error) => toast.error(errorText(LL, error)),
    })
  // An account without passkeys has nothing to open, unless its last one was just removed here.
  if (account.passkeys === 0 && !open) return null
  return (
    <>
      <SpinnerButton
        variant="secondary"
        aria-label={`${LL.staffConsole.accountPasskeysButton({ count: account.passkeys })} ${account.name}`}
        onClick={() => setOpen(true)}
      >
        {LL.staffConsole.accountPasskeysButton({ count: account.passkeys })}
      </SpinnerButton>
      {/* One popup: the list, or the question about the passkey chosen in it. */}
      <Popup
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        {...(confirming
          ? {
              title: LL.staffConsole.removeAccountPasskeyTitle({ passkey: confirming.name }),
              description: LL.staffConsole.removeAccountPasskeyText({ name: account.name }),
              okLabel: LL.profile.removePasskey(),
              loading: remove.isPending,
              onOk: () => confirmRemoval(confirming),
              others: [{ label: LL.staffConsole.cancel(), onClick: () => setConfirming(null) }],
            }
          : {
              title: LL.staffConsole.accountPasskeysOf({ name: account.name }),
              description: LL.staffConsole.accountPasskeysIntro(),
              okLabel: LL.common.close(),
              onOk: close,
            })}
      >
        {confirming ? null : passkeys.data ? (
          <PasskeyList
            passkeys={passkeys.data}
            removing={undefined}
            onRemove={setConfirming}
            emptyText={LL.staffConsole.accountNoPasskeys({ name: account.name })}
          />
        ) : (
          <QueryStatus query={passkeys} />
        )}
      </Popup>
    </>
  )
}

import { useState } from 'react'
import { dateTimeText } from '#contract/date-time'
import type { Passkey } from '#contract/schemas/passkeys'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { forgetPasskeyOnDevice } from '#client/lib/passkey-ceremony.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { LazyPopup } from './lazy-popup.tsx'
import styles from './passkey-list.module.css'
import { SpinnerButton } from './spinner-button.tsx'
import { toast } from './toast.tsx'

interface PasskeyListProps {
  passkeys: readonly Passkey[]
  /** Removes a passkey on the server; settles when it is gone. */
  onRemove: (passkey: Passkey) => Promise<unknown>
}

/**
 * Someone's passkeys (a member's or a staff member's): the name given, when added and last used,
 * and Remove, which asks first. A removed passkey is also forgotten by this browser where it can
 * be, and the person is told they may delete it from their device.
 */
export function PasskeyList({ passkeys, onRemove }: PasskeyListProps) {
  const { LL, lang } = useI18n()
  const explain = useExplainFailure()
  const [asking, setAsking] = useState<Passkey>()
  const [removing, setRemoving] = useState(false)
  const when = (iso: string) => dateTimeText(iso, lang)
  const remove = async (passkey: Passkey) => {
    setRemoving(true)
    try {
      await onRemove(passkey)
      forgetPasskeyOnDevice(passkey.credentialId)
      toast.success(LL.profile.passkeyRemoved())
    } catch (error) {
      explain(error)
    } finally {
      setRemoving(false)
      setAsking(undefined)
    }
  }
  const question = asking ? (
    <LazyPopup
      open
      onOpenChange={(open) => (open ? undefined : setAsking(undefined))}
      title={LL.profile.removePasskeyTitle({ name: asking.name })}
      description={LL.profile.removePasskeyBody()}
      okLabel={LL.profile.removePasskey()}
      loading={removing}
      onOk={() => void remove(asking)}
    />
  ) : null
  if (passkeys.length === 0) {
    return (
      <>
        <p className={styles.when} role="status">
          {LL.profile.noPasskeys()}
        </p>
        {question}
      </>
    )
  }
  return (
    <>
      <ul className={styles.list} aria-label={LL.profile.passkeys()}>
        {passkeys.map((passkey) => (
          <li key={passkey.id} className={styles.passkey}>
            <span className={styles.text}>
              <span className={styles.name}>{passkey.name}</span>
              <span className={styles.when}>{LL.profile.passkeyAddedOn({ date: when(passkey.createdAt) })}</span>
              <span className={styles.when}>
                {passkey.lastUsedAt
                  ? LL.profile.passkeyLastUsed({ date: when(passkey.lastUsedAt) })
                  : LL.profile.passkeyNeverUsed()}
              </span>
            </span>
            <SpinnerButton
              variant="secondary"
              aria-label={LL.profile.removePasskeyNamed({ name: passkey.name })}
              onClick={() => setAsking(passkey)}
            >
              {LL.profile.removePasskey()}
            </SpinnerButton>
          </li>
        ))}
      </ul>
      {question}
    </>
  )
}

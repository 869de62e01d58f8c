import { dateTimeText } from '#contract/date-time'
import type { Passkey } from '#contract/schemas/passkeys'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from './item-list.module.css'
import { SpinnerButton } from './spinner-button.tsx'

interface PasskeyListProps {
  passkeys: readonly Passkey[]
  /** The passkey being removed, whose button spins. */
  removing: string | undefined
  onRemove: (passkey: Passkey) => void
  /** What an empty list says, when it is not the reader's own (an admin looking at an account). */
  emptyText?: string
}

/** Someone's passkeys (a member's or a staff member's): the name given, when added and last used, and Remove. */
export function PasskeyList({ passkeys, removing, onRemove, emptyText }: PasskeyListProps) {
  const { LL, lang } = useI18n()
  const when = (iso: string) => dateTimeText(iso, lang)
  if (passkeys.length === 0) {
    return (
      <p className={styles.when} role="status">
        {emptyText ?? LL.profile.noPasskeys()}
      </p>
    )
  }
  return (
    <ul className={styles.list} aria-label={LL.profile.passkeys()}>
      {passkeys.map((passkey) => (
        <li key={passkey.id} className={styles.item}>
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
            loading={removing === passkey.id}
            aria-label={LL.profile.removePasskeyNamed({ name: passkey.name })}
            onClick={() => onRemove(passkey)}
          >
            {LL.profile.removePasskey()}
          </SpinnerButton>
        </li>
      ))}
    </ul>
  )
}

import { useState } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import { SpinnerButton } from '../ui/spinner-button.tsx'
import styles from './update-bar.module.css'

/** "A new version is available — Update": a quiet bar that waits for the member, who may also put it off. */
export default function UpdateBar({ apply }: { apply: () => void }) {
  const { LL } = useI18n()
  const [dismissed, setDismissed] = useState(false)
  const [updating, setUpdating] = useState(false)
  if (dismissed) return null
  return (
    <div className={styles.prompt} role="status" aria-live="polite">
      <p className={styles.text}>{LL.appUpdate.available()}</p>
      <div className={styles.actions}>
        <SpinnerButton variant="link" onClick={() => setDismissed(true)} disabled={updating}>
          {LL.appUpdate.later()}
        </SpinnerButton>
        <SpinnerButton
          loading={updating}
          onClick={() => {
            setUpdating(true)
            apply()
          }}
        >
          {LL.appUpdate.update()}
        </SpinnerButton>
      </div>
    </div>
  )
}

import { useSyncExternalStore } from 'react'
import { provingNotice, subscribeToProving } from '../api/proof-of-work.ts'
import styles from './toast.module.css'

/** Says why a call takes a moment longer: the device is working out the proof of effort asked of its network. */
export function ProofNotice() {
  const notice = useSyncExternalStore(subscribeToProving, provingNotice)
  return (
    <div className={styles.region} aria-live="polite" role="status">
      {notice && (
        <div className={styles.toast}>
          <span className={styles.icon} aria-hidden="true">
            …
          </span>
          <p>{notice}</p>
        </div>
      )}
    </div>
  )
}

import { useSyncExternalStore } from 'react'
import { limits } from '#contract/limits'
import { provingNotice, subscribeToProving } from '../api/proof-of-work.ts'
import { useI18n } from '../i18n/i18n-context.tsx'
import styles from './toast.module.css'

type Tone = 'error' | 'success'
interface Toast {
  id: number
  tone: Tone
  text: string
}

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

/** Toasts shown at once: a newer one sends the oldest away, so that they never pile over the page. */
const mostShown = 2

function show(tone: Tone, text: string) {
  const id = nextId++
  // The same message twice in a row is one toast, not a stack.
  toasts = [...toasts.filter((t) => t.text !== text), { id, tone, text }].slice(-mostShown)
  emit()
  window.setTimeout(() => dismiss(id), limits.toastMs)
}

/** Short messages that leave by themselves after 5 seconds. */
export const toast = {
  error: (text: string) => show('error', text),
  success: (text: string) => show('success', text),
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The page's one live region: its toasts, and while the device works out a proof of effort asked
 * of its network, a note saying why the call takes a moment longer.
 */
export function Toaster() {
  const { LL } = useI18n()
  const current = useSyncExternalStore(subscribe, () => toasts)
  const proving = useSyncExternalStore(subscribeToProving, provingNotice)
  return (
    <div className={styles.region} aria-live="polite" role="status">
      {proving && (
        <div className={styles.toast}>
          <span className={styles.icon} aria-hidden="true">
            …
          </span>
          <p>{proving}</p>
        </div>
      )}
      {current.map((t) => (
        <div key={t.id} className={`${styles.toast} ${styles[t.tone]}`}>
          <span className={styles.icon} aria-hidden="true">
            {t.tone === 'error' ? '!' : '✓'}
          </span>
          <p>{t.text}</p>
          <button type="button" className={styles.close} aria-label={LL.common.close()} onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}

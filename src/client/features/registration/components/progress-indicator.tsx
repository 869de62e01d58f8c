import { useI18n } from '#client/i18n/i18n-context.tsx'
import { clickResets, stepState } from '../progress-rules.ts'
import styles from './progress-indicator.module.css'

interface ProgressIndicatorProps {
  labels: readonly string[]
  /** Index of the active step. */
  current: number
  /** Called when the member clicks the first completed step, which asks before it starts again. */
  onReset?: () => void
}

/** The registration progress indicator: numbered steps, done ones ticked. */
export function ProgressIndicator({ labels, current, onReset }: ProgressIndicatorProps) {
  const { LL } = useI18n()
  return (
    <ol className={styles.steps} aria-label={LL.registration.progressLabel()}>
      {labels.map((label, index) => {
        const state = stepState(index, current)
        const content = (
          <>
            <span className={styles.dot} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={styles.label}>{label}</span>
          </>
        )
        return (
          <li key={label} className={`${styles.step} ${styles[state]}`} aria-current={state === 'active' ? 'step' : undefined}>
            {onReset && clickResets(index, current, labels.length) ? (
              <button type="button" className={styles.reset} onClick={onReset} title={LL.registration.restart()}>
                {content}
              </button>
            ) : (
              content
            )}
          </li>
        )
      })}
    </ol>
  )
}

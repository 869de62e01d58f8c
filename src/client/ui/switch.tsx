import styles from './switch.module.css'

interface SwitchProps {
  on: boolean
  /** The id of the element that names what the switch turns. */
  labelledBy: string
  busy?: boolean
  disabled?: boolean
  onChange: (on: boolean) => void
}

/** An on/off switch: a track whose thumb slides right when on, named by a label beside it. */
export function Switch({ on, labelledBy, busy = false, disabled = false, onChange }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      disabled={busy || disabled}
      className={styles.switch}
      onClick={() => onChange(!on)}
    >
      <span className={styles.thumb} aria-hidden="true" />
    </button>
  )
}

import styles from './field-frame.module.css'

/** The red asterisk of a required field; screen readers hear aria-required instead. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  )
}

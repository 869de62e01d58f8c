import styles from './field-frame.module.css'

/** A field's error as every field shows it: under the field, in red, announced at once. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={styles.error} role="alert">
      {children}
    </p>
  )
}

import { useId, type ReactNode } from 'react'
import styles from './form-field.module.css'

export interface FieldControlProps {
  id: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
}

interface FormFieldProps {
  label: string
  /** A hidden label is still read by screen readers. */
  hideLabel?: boolean
  required?: boolean
  error?: string | undefined
  hint?: string
  children: (control: FieldControlProps) => ReactNode
}

/** The red asterisk of a required field (spec section 2); screen readers hear aria-required instead. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  )
}

/** Label, control, hint and the field's error message under it, wired for assistive technology. */
export function FormField({ label, hideLabel = false, required = false, error, hint, children }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required && !hideLabel ? <RequiredMark /> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

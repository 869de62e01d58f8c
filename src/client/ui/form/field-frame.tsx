import { useId, type ReactNode } from 'react'
import { FieldError } from './field-error.tsx'
import styles from './field-frame.module.css'
import { RequiredMark } from './required-mark.tsx'
import { useFieldError } from './use-field-error.ts'

/** What a control needs to be read with its label, hint and error. */
export interface FieldControlProps {
  id: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
}

export interface FieldFrameProps {
  label: string
  /** A hidden label is still read by screen readers. */
  hideLabel?: boolean
  required?: boolean
  hint?: string | undefined
}

/** Label, control, hint and the field's own error under it, wired for assistive technology. */
export function FieldFrame({
  label,
  hideLabel = false,
  required = false,
  hint,
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId()
  const error = useFieldError()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required && !hideLabel ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}

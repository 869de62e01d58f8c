import { useId, type ReactNode } from 'react'
import styles from './choices.module.css'
import { FieldError } from './field-error.tsx'
import { useFieldContext } from './form-context.ts'
import { useFieldError } from './use-field-error.ts'

/** A check box with its text (which may hold links) beside it, and its error under both. */
export function CheckboxField({ label, required = false }: { label: ReactNode; required?: boolean }) {
  const field = useFieldContext<boolean>()
  const error = useFieldError()
  const errorId = `${useId()}-error`
  return (
    <div className={styles.checkbox}>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={field.state.value}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={field.handleBlur}
        />
        <span>{label}</span>
      </label>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}

import { useId } from 'react'
import flow from '../flow-page.module.css'
import styles from './choices.module.css'
import { FieldError } from './field-error.tsx'
import { useFieldContext } from './form-context.ts'
import { RequiredMark } from './required-mark.tsx'
import { useFieldError } from './use-field-error.ts'

interface RadioGroupFieldProps<T> {
  label: string
  required?: boolean
  options: readonly { value: T; label: string }[]
  /** 'question': the legend heads a section of the form, as the property questions of the address step do. */
  look?: 'field' | 'question'
}

/** One choice of a few, all in view: radio buttons under their legend, the error below them. */
export function RadioGroupField<T>({ label, required = false, options, look = 'field' }: RadioGroupFieldProps<T>) {
  const field = useFieldContext<T>()
  const error = useFieldError()
  const errorId = `${useId()}-error`
  return (
    <fieldset className={flow.section} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className={look === 'question' ? flow.legend : styles.legend}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={String(option.value)} className={styles.choice}>
            <input
              type="radio"
              name={field.name}
              value={String(option.value)}
              checked={field.state.value === option.value}
              onChange={() => field.handleChange(option.value)}
              onBlur={field.handleBlur}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  )
}

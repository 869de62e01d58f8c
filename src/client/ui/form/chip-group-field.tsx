import { useId } from 'react'
import flow from '../flow-page.module.css'
import styles from './chip-group-field.module.css'
import choices from './choices.module.css'
import { FieldError } from './field-error.tsx'
import { useFieldContext } from './form-context.ts'
import type { SelectOption } from './select-option.ts'
import { useFieldError } from './use-field-error.ts'

/** The three chip colours, taken in turn by position. */
const tones = [styles.tone0, styles.tone1, styles.tone2]

/** Any number of choices, all in view as chips (check boxes underneath), each coloured by its position. */
export function ChipGroupField({ label, options }: { label: string; options: readonly SelectOption[] }) {
  const field = useFieldContext<number[]>()
  const error = useFieldError()
  const errorId = `${useId()}-error`
  const chosen = new Set(field.state.value)
  const toggle = (id: number, on: boolean) =>
    field.handleChange(on ? [...field.state.value, id] : field.state.value.filter((value) => value !== id))
  return (
    <fieldset className={flow.section} aria-describedby={error ? errorId : undefined}>
      <legend className={choices.legend}>{label}</legend>
      <div className={styles.chips}>
        {options.map((option, index) => (
          <label key={option.id} className={`${styles.chip} ${tones[index % tones.length]}`}>
            <input
              type="checkbox"
              className={styles.box}
              checked={chosen.has(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
              onBlur={field.handleBlur}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  )
}

import { FieldFrame, type FieldFrameProps } from './field-frame.tsx'
import { useFieldContext } from './form-context.ts'
import styles from './inputs.module.css'
import type { SelectOption } from './select-option.ts'
import { SelectOptions } from './select-options.tsx'

/** A field that offers choices: its frame, the choices, and whether it may be changed now. */
export type ChoiceFieldProps = FieldFrameProps & { options: readonly SelectOption[]; disabled?: boolean }

/** A native select of reference-list items; the empty choice asks the member to select. */
export function SelectField({ options, disabled = false, ...frame }: ChoiceFieldProps) {
  const field = useFieldContext<number | null>()
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select
          {...control}
          className={styles.select}
          value={field.state.value ?? ''}
          disabled={disabled}
          onChange={(event) => field.handleChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={field.handleBlur}
        >
          <SelectOptions options={options} />
        </select>
      )}
    </FieldFrame>
  )
}

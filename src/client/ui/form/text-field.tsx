import type { InputHTMLAttributes } from 'react'
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx'
import { useFieldContext } from './form-context.ts'
import styles from './inputs.module.css'

type TextFieldProps = FieldFrameProps &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'autoCapitalize' | 'readOnly' | 'autoFocus'
  > & {
    /** Codes and addresses lose the spaces a paste or a keyboard adds around them. */
    trim?: boolean
  }

/** A one-line text field. */
export function TextField({ label, hideLabel, required, hint, trim = false, ...input }: TextFieldProps) {
  const field = useFieldContext<string>()
  return (
    <FieldFrame label={label} hideLabel={hideLabel} required={required} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...input}
          className={styles.input}
          value={field.state.value}
          onChange={(event) => field.handleChange(trim ? event.target.value.trim() : event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </FieldFrame>
  )
}

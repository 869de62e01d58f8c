import { FieldFrame, type FieldFrameProps } from './field-frame.tsx'
import { useFieldContext } from './form-context.ts'
import styles from './inputs.module.css'

/** Several lines of text (a reason the member will read). */
export function TextAreaField({ label, hideLabel, required, hint, rows = 4 }: FieldFrameProps & { rows?: number }) {
  const field = useFieldContext<string>()
  return (
    <FieldFrame label={label} hideLabel={hideLabel} required={required} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={`${styles.input} ${styles.textArea}`}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </FieldFrame>
  )
}

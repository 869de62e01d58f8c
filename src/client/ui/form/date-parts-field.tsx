import { useId, type ReactNode } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from './date-parts-field.module.css'
import choices from './choices.module.css'
import { dayOptions, monthOptions, yearInput, type DatePart, type DateParts } from './date-parts.ts'
import { FieldError } from './field-error.tsx'
import frame from './field-frame.module.css'
import { useFieldContext } from './form-context.ts'
import inputs from './inputs.module.css'
import { RequiredMark } from './required-mark.tsx'
import type { SelectOption } from './select-option.ts'
import { SelectOptions } from './select-options.tsx'
import { useFieldError } from './use-field-error.ts'
import flow from '../flow-page.module.css'

interface DatePartsFieldProps {
  label: string
  /** Each part's own label (Day, Month, Year), shown above its control. */
  partLabels: Record<DatePart, string>
  required?: boolean
  hint?: string | undefined
  /** Parts the member sees but may not change (those the club already holds). */
  readOnlyParts?: readonly DatePart[]
}

/** A date given as day (1-31), month (by name) and a four-digit year, each labelled, under one legend. */
export function DatePartsField({ label, partLabels, required = false, hint, readOnlyParts = [] }: DatePartsFieldProps) {
  const { lang } = useI18n()
  const field = useFieldContext<DateParts>()
  const error = useFieldError()
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined
  const control = (part: DatePart) => ({
    id: `${id}-${part}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    disabled: readOnlyParts.includes(part),
    onBlur: field.handleBlur,
  })
  const labelled = (part: DatePart, input: ReactNode) => (
    <div className={styles.part}>
      <label htmlFor={`${id}-${part}`} className={styles.partLabel}>
        {partLabels[part]}
      </label>
      {input}
    </div>
  )
  const choose = (part: 'day' | 'month', options: readonly SelectOption[]) =>
    labelled(
      part,
      <select
        {...control(part)}
        className={inputs.select}
        value={field.state.value[part] ?? ''}
        onChange={(event) =>
          field.handleChange({ ...field.state.value, [part]: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <SelectOptions options={options} />
      </select>,
    )
  return (
    <fieldset className={flow.section}>
      <legend className={choices.legend}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={styles.parts}>
        {choose('day', dayOptions)}
        {choose('month', monthOptions(lang))}
        {labelled(
          'year',
          <input
            {...control('year')}
            className={inputs.input}
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            value={field.state.value.year}
            onChange={(event) => field.handleChange({ ...field.state.value, year: yearInput(event.target.value) })}
          />,
        )}
      </div>
      {hint ? (
        <p id={hintId} className={frame.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  )
}

import { useId } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import flow from '../flow-page.module.css'
import styles from './choices.module.css'
import { dayOptions, datePartName, monthOptions, yearInput, type DatePart, type DateParts } from './date-parts.ts'
import { FieldError } from './field-error.tsx'
import { useFieldContext } from './form-context.ts'
import inputs from './inputs.module.css'
import { RequiredMark } from './required-mark.tsx'
import { useFieldError } from './use-field-error.ts'
import type { SelectOption } from './select-option.ts'
import { SelectOptions } from './select-options.tsx'

interface DatePartsFieldProps {
  label: string
  required?: boolean
  /** Parts the member sees but may not change (a birth month the club already holds). */
  readOnlyParts?: readonly DatePart[]
}

/** A date given as day (1-31), month (by name) and a four-digit year, under one legend. */
export function DatePartsField({ label, required = false, readOnlyParts = [] }: DatePartsFieldProps) {
  const { lang } = useI18n()
  const field = useFieldContext<DateParts>()
  const error = useFieldError()
  const errorId = `${useId()}-error`
  const control = (part: DatePart) => ({
    'aria-label': datePartName(part, lang),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
    disabled: readOnlyParts.includes(part),
    onBlur: field.handleBlur,
  })
  const choose = (part: 'day' | 'month', options: readonly SelectOption[]) => (
    <select
      {...control(part)}
      className={inputs.select}
      value={field.state.value[part] ?? ''}
      onChange={(event) =>
        field.handleChange({ ...field.state.value, [part]: event.target.value === '' ? null : Number(event.target.value) })
      }
    >
      <SelectOptions options={options} />
    </select>
  )
  return (
    <fieldset className={flow.section}>
      <legend className={styles.legend}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={flow.row}>
        {choose('day', dayOptions)}
        {choose('month', monthOptions(lang))}
        <input
          {...control('year')}
          className={inputs.input}
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          value={field.state.value.year}
          onChange={(event) => field.handleChange({ ...field.state.value, year: yearInput(event.target.value) })}
        />
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  )
}

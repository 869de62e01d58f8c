import { useField } from '@tanstack/react-form'
import { localName } from '#contract/languages'
import { otherCountryCodeContent, selectableCountryCodes, type CountryCodeItem } from '#contract/reference'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { FieldFrame } from './field-frame.tsx'
import { useFieldContext } from './form-context.ts'
import styles from './inputs.module.css'

interface PhoneFieldProps {
  label: string
  /** A hidden label is still read by screen readers; the field is then not required. */
  hideLabel?: boolean
  countryCodeLabel: string
  /** The form's field of the country code (an id of the COUNTRY_CODE list), whose length the number must have. */
  countryCodeField: string
  /** The form's list of country codes, the one its rules check the number against. */
  countryCodes: readonly CountryCodeItem[]
  autoComplete?: string
}

/**
 * A phone number beside its country-code selector (every code but the hidden option).
 * The number is trimmed as typed: the one place the client trims a phone.
 */
export function PhoneField({
  label,
  hideLabel = false,
  countryCodeLabel,
  countryCodeField,
  countryCodes,
  autoComplete = 'tel-national',
}: PhoneFieldProps) {
  const { lang } = useI18n()
  const phone = useFieldContext<string>()
  const countryCode = useField({ form: phone.form, name: countryCodeField })
  const codeLabel = (code: CountryCodeItem) => (code.content === otherCountryCodeContent ? localName(code, lang) : code.content)
  const selected = countryCodes.find((code) => code.id === countryCode.state.value)
  return (
    <FieldFrame label={label} hideLabel={hideLabel} required={!hideLabel}>
      {(control) => (
        <div className={styles.phone}>
          {/* The closed selector shows just the code; the open list also names the place. */}
          <div className={styles.countryCode}>
            <span className={styles.select} aria-hidden="true">
              {selected ? codeLabel(selected) : ''}
            </span>
            <select
              className={styles.overlay}
              aria-label={countryCodeLabel}
              value={countryCode.state.value as number}
              onChange={(event) => countryCode.handleChange(Number(event.target.value))}
            >
              {selectableCountryCodes(countryCodes).map((code) => (
                <option key={code.id} value={code.id}>
                  {code.content === otherCountryCodeContent ? codeLabel(code) : `${code.content} ${localName(code, lang)}`}
                </option>
              ))}
            </select>
          </div>
          <input
            {...control}
            className={styles.input}
            type="tel"
            inputMode="numeric"
            autoComplete={autoComplete}
            value={phone.state.value}
            onChange={(event) => phone.handleChange(event.target.value.trim())}
            onBlur={phone.handleBlur}
          />
        </div>
      )}
    </FieldFrame>
  )
}

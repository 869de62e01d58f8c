import { localName } from '#contract/languages'
import { otherCountryCodeContent, selectableCountryCodes, type CountryCodeItem } from '#contract/reference'
import { useI18n } from '../i18n/i18n-context.tsx'
import { FormField, type FieldControlProps } from './form-field.tsx'
import styles from './inputs.module.css'

interface PhoneInputProps {
  control: FieldControlProps
  countryCodes: readonly CountryCodeItem[]
  countryCodeId: number
  onCountryCodeChange: (id: number) => void
  phone: string
  onPhoneChange: (phone: string) => void
  onBlur?: () => void
  countryCodeLabel: string
  autoComplete?: string
}

/** Country-code selector (the hidden option left out) beside the number itself. */
export function PhoneInput({
  control,
  countryCodes,
  countryCodeId,
  onCountryCodeChange,
  phone,
  onPhoneChange,
  onBlur,
  countryCodeLabel,
  autoComplete = 'tel-national',
}: PhoneInputProps) {
  const { lang } = useI18n()
  const label = (code: CountryCodeItem) => (code.content === otherCountryCodeContent ? localName(code, lang) : code.content)
  const selected = countryCodes.find((code) => code.id === countryCodeId)
  return (
    <div className={styles.phone}>
      {/* The closed selector shows just the code; the open list also names the place. */}
      <div className={styles.countryCode}>
        <span className={styles.select} aria-hidden="true">
          {selected ? label(selected) : ''}
        </span>
        <select
          className={styles.overlay}
          aria-label={countryCodeLabel}
          value={countryCodeId}
          onChange={(event) => onCountryCodeChange(Number(event.target.value))}
        >
          {selectableCountryCodes(countryCodes).map((code) => (
            <option key={code.id} value={code.id}>
              {code.content === otherCountryCodeContent ? label(code) : `${code.content} ${localName(code, lang)}`}
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
        value={phone}
        onChange={(event) => onPhoneChange(event.target.value.trim())}
        onBlur={onBlur}
      />
    </div>
  )
}

type PhoneFieldProps = Omit<PhoneInputProps, 'control'> & { label: string; hideLabel?: boolean; error?: string | undefined }

/** The phone input with its label and error; required unless its label is hidden (spec section 2). */
export function PhoneField({ label, hideLabel = false, error, ...input }: PhoneFieldProps) {
  return (
    <FormField label={label} hideLabel={hideLabel} required={!hideLabel} error={error}>
      {(control) => <PhoneInput control={control} {...input} />}
    </FormField>
  )
}

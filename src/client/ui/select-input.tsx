import type { SelectHTMLAttributes } from 'react'
import styles from './inputs.module.css'

export interface SelectOption {
  id: number
  label: string
}

interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  options: readonly SelectOption[]
  value: number | null
  onChange: (id: number | null) => void
  placeholder: string
}

/** A native select of reference-list items; the empty choice reads as the placeholder. */
export function SelectInput({ options, value, onChange, placeholder, className, ...props }: SelectInputProps) {
  return (
    <select
      {...props}
      className={[styles.select, className ?? ''].join(' ')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

import { useI18n } from '#client/i18n/i18n-context.tsx'
import type { SelectOption } from './select-option.ts'

/** The choices of a native select, after an empty one that asks the member to select. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  const { LL } = useI18n()
  return (
    <>
      <option value="">{LL.registration.choose()}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </>
  )
}

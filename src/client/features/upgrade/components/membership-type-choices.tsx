import { useId } from 'react'
import type { PropertyChoice, UpgradeChoices } from '#contract/rules/upgrade'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import flow from '#client/ui/flow-page.module.css'
import choiceStyles from '#client/ui/form/choices.module.css'
import { FieldError } from '#client/ui/form/field-error.tsx'
import { RequiredMark } from '#client/ui/form/required-mark.tsx'
import { useFieldError } from '#client/ui/form/use-field-error.ts'

const labels = { isOwner: 'owner', isResident: 'resident', isTenant: 'tenant' } as const

/**
 * Owner, resident and tenant exclude each other: choosing one disables the other two, and
 * choosing it again clears it. Staff is a choice of its own. Shown in the field of `isOwner`,
 * which carries the problems of the choice.
 */
export function MembershipTypeChoices({
  choices,
  choiceNames,
  onToggle,
}: {
  choices: UpgradeChoices
  choiceNames: readonly PropertyChoice[]
  onToggle: (choice: keyof UpgradeChoices) => void
}) {
  const { LL } = useI18n()
  const error = useFieldError()
  const errorId = `${useId()}-error`
  const chosen = choiceNames.find((choice) => choices[choice])
  return (
    <fieldset className={flow.section} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className={flow.legend}>
        {LL.membership.typeLegend()}
        <RequiredMark />
      </legend>
      <div className={choiceStyles.choices}>
        {choiceNames.map((choice) => (
          <label key={choice} className={choiceStyles.choice}>
            <input
              type="checkbox"
              checked={choices[choice]}
              disabled={chosen !== undefined && chosen !== choice}
              onChange={() => onToggle(choice)}
            />
            {LL.membership[labels[choice]]()}
          </label>
        ))}
        <label className={choiceStyles.choice}>
          <input type="checkbox" checked={choices.isStaff} onChange={() => onToggle('isStaff')} />
          {LL.membership.staff()}
        </label>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  )
}

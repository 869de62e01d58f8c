import { useState } from 'react'
import type { Profile } from '#contract/schemas/profile'
import { useDropDownList } from '#client/api/reference.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { namedOptions } from '#client/ui/form/select-option.ts'
import { useUpdateInterest } from '../edit-api.ts'
import { useSaveOutcome } from '../use-save-outcome.ts'

/** update-profile/interest: the INTEREST list as chips, the member's choices on; saving leads to basic-info. */
export function InterestForm({ profile }: { profile: Profile }) {
  const { LL, lang } = useI18n()
  const interests = useDropDownList('INTEREST')
  const updateInterest = useUpdateInterest()
  const outcome = useSaveOutcome('/$lang/update-profile/basic-info')
  const [defaultValues] = useState(() => ({ interestIds: profile.interests }))

  const form = useAppForm({
    defaultValues,
    // Saving leads to basic-info, wherever the member came from.
    onSubmit: outcome.submit(
      (value: typeof defaultValues) => updateInterest.mutateAsync(value),
      '/$lang/update-profile/basic-info',
    ),
  })

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        <form.AppField name="interestIds">
          {(field) => <field.ChipGroupField label={LL.profile.interests()} options={namedOptions(interests, lang)} />}
        </form.AppField>
        <form.SubmitButton block>{LL.profile.save()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

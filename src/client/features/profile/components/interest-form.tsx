import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Profile } from '#contract/schemas/profile'
import { useDropDownList } from '#client/api/reference.ts'
import { dropDownListQuery } from '#client/api/reference-query.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { namedOptions } from '#client/ui/form/select-option.ts'
import { LoadStatus } from '#client/ui/load-status.tsx'
import { useUpdateInterest } from '../edit-api.ts'
import { useProfileDraft, withProfileDraft, type DraftedFormProps } from './profile-draft.tsx'

const valuesOf = (profile: Profile) => ({ interestIds: profile.interests })

/** The INTEREST list as chips, the member's choices on; saving leads to basic-info. */
function InterestFields({ draft }: DraftedFormProps<ReturnType<typeof valuesOf>>) {
  const { LL, lang } = useI18n()
  const interests = useDropDownList('INTEREST')
  const updateInterest = useUpdateInterest()
  const [defaultValues] = useState(draft.start)

  const form = useAppForm({
    defaultValues,
    // Saving leads to basic-info, wherever the member came from.
    onSubmit: (submission) =>
      outcome.submit(submission, (value) => updateInterest.mutateAsync(value), '/$lang/update-profile/basic-info'),
  })
  const outcome = useProfileDraft(draft, form, '/$lang/update-profile/basic-info', LL.profile.interestsSaved())

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        {outcome.note}
        <form.AppField name="interestIds">
          {(field) => <field.ChipGroupField label={LL.profile.interests()} options={namedOptions(interests, lang)} />}
        </form.AppField>
        <form.SubmitButton block>{LL.profile.save()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

const InterestFieldsWithDraft = withProfileDraft('profile:interests', valuesOf, InterestFields)

/**
 * update-profile/interest. The form waits for the list it offers (kept on the device for
 * offline use): with no choices, a Save would only save nothing. A list that cannot be had
 * (offline before it was ever kept) says so.
 */
export function InterestForm({ profile }: { profile: Profile }) {
  const { LL } = useI18n()
  const list = useQuery(dropDownListQuery('INTEREST'))
  if (list.data === undefined) {
    return (
      <LoadStatus
        failed={list.isError || list.fetchStatus === 'paused'}
        failedText={LL.profile.interestsUnavailable()}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    )
  }
  return <InterestFieldsWithDraft profile={profile} />
}

import { useState } from 'react'
import { localName } from '#contract/languages'
import { languagePreferenceProblem } from '#contract/rules/personal-details'
import type { Profile } from '#contract/schemas/profile'
import { useDropDownList } from '#client/api/reference.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { useUpdateProfile } from '../edit-api.ts'
import { useProfileDraft, withProfileDraft, type DraftedFormProps } from './profile-draft.tsx'

const valuesOf = (profile: Profile) => ({ defaultLangId: profile.defaultLangId })

/** update-profile/others: the language the club writes to the member in (LANGUAGE list). */
function LanguageFields({ draft }: DraftedFormProps<ReturnType<typeof valuesOf>>) {
  const { LL, lang } = useI18n()
  const languages = useDropDownList('LANGUAGE')
  const updateProfile = useUpdateProfile()
  const [defaultValues] = useState(draft.start)

  const form = useAppForm({
    defaultValues,
    validators: {
      onDynamic: ({ value }) => problemFields({ defaultLangId: languagePreferenceProblem(value.defaultLangId) }),
    },
    onSubmit: (submission) => outcome.submit(submission, (value) => updateProfile.mutateAsync(value)),
  })
  const outcome = useProfileDraft(draft, form, '/$lang/update-profile', LL.profile.languageSaved())

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        {outcome.note}
        <form.AppField name="defaultLangId">
          {(field) => (
            <field.RadioGroupField
              label={LL.profile.languagePreference()}
              required
              options={languages.map((item) => ({ value: item.id, label: localName(item, lang) }))}
            />
          )}
        </form.AppField>
        <form.SubmitButton block>{LL.profile.save()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

export const LanguageForm = withProfileDraft('profile:language', valuesOf, LanguageFields)

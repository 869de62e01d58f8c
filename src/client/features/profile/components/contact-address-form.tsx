import { useState } from 'react'
import { addressForPropertyAnswer, addressProblems } from '#contract/rules/address'
import type { Profile } from '#contract/schemas/profile'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import flow from '#client/ui/flow-page.module.css'
import { AddressFieldGroup } from '#client/ui/form/address-field-group.tsx'
import { quietWrite } from '#client/ui/form/changed-values.ts'
import { emptyAddressFields } from '#contract/rules/address'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { useUpdateProfile } from '../edit-api.ts'
import { useProfileDraft, withProfileDraft, type DraftedFormProps } from './profile-draft.tsx'

const valuesOf = (profile: Profile) => ({ contactAddress: profile.contactAddress ?? emptyAddressFields })

/** update-profile/contact-address: the address form with every address rule; the payload names the fields as the form does. */
function ContactAddressFields({ draft }: DraftedFormProps<ReturnType<typeof valuesOf>>) {
  const { LL } = useI18n()
  const updateProfile = useUpdateProfile()
  const [defaultValues] = useState(draft.start)

  const form = useAppForm({
    defaultValues,
    validators: {
      onDynamic: ({ value }) =>
        problemFields(
          Object.fromEntries(
            Object.entries(addressProblems(value.contactAddress)).map(([field, problem]) => [`contactAddress.${field}`, problem]),
          ),
        ),
    },
    onSubmit: (submission) => outcome.submit(submission, (value) => updateProfile.mutateAsync(value)),
  })
  const outcome = useProfileDraft(draft, form, '/$lang/update-profile/basic-info', LL.profile.contactAddressSaved())

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        {outcome.note}
        <form.AppField
          name="contactAddress.isLiveInSinoProperties"
          listeners={{
            // The estate list changes with the answer, so no estate stays chosen; outside the group, 'other' is.
            onChange: ({ value }) => {
              const { sinoEstate, nonSinoEstate } = addressForPropertyAnswer(form.state.values.contactAddress, value)
              form.setFieldValue('contactAddress.sinoEstate', sinoEstate, quietWrite)
              form.setFieldValue('contactAddress.nonSinoEstate', nonSinoEstate, quietWrite)
            },
          }}
        >
          {(field) => (
            <field.RadioGroupField
              look="question"
              label={LL.registration.propertyQuestion()}
              options={[
                { value: true, label: LL.registration.yes() },
                { value: false, label: LL.registration.no() },
              ]}
            />
          )}
        </form.AppField>
        <AddressFieldGroup form={form} fields="contactAddress" lockedEstateId={null} />
        <form.SubmitButton block>{LL.profile.save()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

export const ContactAddressForm = withProfileDraft('profile:contact-address', valuesOf, ContactAddressFields)

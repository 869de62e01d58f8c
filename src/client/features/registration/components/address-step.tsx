import { useStore } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { propertyOwnerships, type PropertyOwnership } from '#contract/rules/address'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import flow from '#client/ui/flow-page.module.css'
import { ExternalLink } from '#client/ui/external-link.tsx'
import { AddressFieldGroup, addressFieldMap } from '#client/ui/form/address-field-group.tsx'
import { setChangedValues } from '#client/ui/form/changed-values.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { addressStepForPropertyAnswer, addressStepFields } from '../address-form-rules.ts'
import { emptyAddress, getDraft, saveDraft, saveEditing, stepPaths, type RegistrationKind } from '../draft.ts'
import { BackToStart } from './back-to-start.tsx'

const ownershipText = { Owner: 'owner', Resident: 'resident', Tenant: 'tenant' } as const

/**
 * Registration step 2: the property question, the address, and proof documents when a
 * membership type is chosen. In the p-member flow a referral may fix the estate.
 */
export function AddressStep({ kind }: { kind: RegistrationKind }) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const draft = getDraft(kind)
  const lockedEstateId = kind === 'pMember' ? (draft.referral?.sinoEstateId ?? null) : null

  const form = useAppForm({
    defaultValues: draft.editing?.address ?? draft.address ?? emptyAddress,
    validators: { onDynamic: ({ value }) => addressStepFields(value) },
    onSubmit: async ({ value }) => {
      saveDraft(kind, { address: value })
      await navigate({ to: stepPaths[kind][2], params: { lang } })
    },
  })

  // What is typed or filled in survives a reload of the step.
  const values = useStore(form.store, (state) => state.values)
  useEffect(() => saveEditing(kind, { address: values }), [kind, values])

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        {lockedEstateId === null ? (
          <form.AppField
            name="isLiveInSinoProperties"
            listeners={{
              onChange: ({ value }) => setChangedValues(form, addressStepForPropertyAnswer(form.state.values, value)),
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
        ) : null}
        {kind === 'ordinary' && values.isLiveInSinoProperties ? (
          <>
            <form.AppField
              name="propertyOwnership"
              listeners={{
                // Ordinary membership only: no proof to send.
                onChange: ({ value }) => {
                  if (value === null) form.setFieldValue('documents', [])
                },
              }}
            >
              {(field) => (
                <field.RadioGroupField<PropertyOwnership | null>
                  look="question"
                  label={LL.registration.membershipQuestion()}
                  options={[
                    { value: null, label: LL.registration.ordinaryOnly() },
                    ...propertyOwnerships.map((ownership) => ({
                      value: ownership,
                      label: LL.registration[ownershipText[ownership]](),
                    })),
                  ]}
                />
              )}
            </form.AppField>
            <p className={flow.note}>
              {LL.registration.membershipHint()}{' '}
              <ExternalLink href={`/${lang}/different-membership-types`}>{LL.registration.membershipTypesLink()}</ExternalLink>
            </p>
          </>
        ) : null}
        <AddressFieldGroup form={form} fields={addressFieldMap} lockedEstateId={lockedEstateId} />
        {values.propertyOwnership !== null ? (
          <form.AppField name="documents">
            {(field) => (
              <field.UploadField
                label={LL.registration.documents()}
                hint={LL.registration.documentsHint()}
                hintLink={{ href: `/${lang}/privilege-membership-document`, label: LL.registration.documentsLink() }}
                required
              />
            )}
          </form.AppField>
        ) : null}
        <div className={flow.actions}>
          <BackToStart kind={kind} step={1} />
          <form.SubmitButton>{LL.registration.next()}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}

import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import { choosesProperty, propertyChoices, toggleChoice, type UpgradeChoices } from '#contract/rules/upgrade'
import type { AddressAnswer } from '#contract/schemas/address'
import type { UpgradeForm, UpgradeFormStatus } from '#contract/schemas/upgrade'
import { useDropDownList } from '#client/api/reference.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { useExplainUnsent, useFormDraft, useSaveDraft } from '#client/offline/form-drafts/use-form-draft.ts'
import { sendWithDocuments } from '#client/offline/upload-outbox/document-outbox.ts'
import { ExternalLink } from '#client/ui/external-link.tsx'
import flow from '#client/ui/flow-page.module.css'
import { AddressFieldGroup, addressFieldMap } from '#client/ui/form/address-field-group.tsx'
import { setChangedValues } from '#client/ui/form/changed-values.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { namedOptions } from '#client/ui/form/select-option.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { queueUpgradeDocuments, useCreateUpgradeForm } from '../api.ts'
import {
  documentsToFollow,
  type UpgradeValues,
  upgradeDefaults,
  upgradeFieldOf,
  upgradeFormProblems,
  upgradeRequestOf,
} from '../upgrade-form-values.ts'
import { ContactAddressChoice } from './contact-address-choice.tsx'
import { MembershipTypeChoices } from './membership-type-choices.tsx'
import { DecisionReason } from '#client/ui/decision-reason.tsx'

/**
 * my-account/membershipUpgrade: what the member applies as (owner, resident or tenant, and/or
 * staff), the property address with its proof (the contact address on the profile offered for
 * it), the staff details with the staff card. A rejected application comes back filled in,
 * with the reason. What the member enters is kept
 * on the device until it is sent.
 */
export function UpgradeFormView({
  previous,
  contactAddress,
  onSubmitted,
}: {
  previous: UpgradeForm | null
  contactAddress: AddressAnswer | null
  onSubmitted: (answer: UpgradeFormStatus) => Promise<void>
}) {
  const draftKey = `upgrade:${previous?.id ?? 'new'}`
  const draft = useFormDraft<UpgradeValues>(draftKey)
  if (draft === undefined) return null
  return (
    <UpgradeFormFields
      previous={previous}
      contactAddress={contactAddress}
      draft={draft}
      draftKey={draftKey}
      onSubmitted={onSubmitted}
    />
  )
}

function UpgradeFormFields({
  previous,
  contactAddress,
  draft,
  draftKey,
  onSubmitted,
}: {
  previous: UpgradeForm | null
  contactAddress: AddressAnswer | null
  draft: UpgradeValues | null
  draftKey: string
  onSubmitted: (answer: UpgradeFormStatus) => Promise<void>
}) {
  const { LL, lang } = useI18n()
  const explain = useExplainFailure()
  const explainUnsent = useExplainUnsent()
  const create = useCreateUpgradeForm()
  const companies = useDropDownList('SINO_COMPANY')
  // One key per application: a retry after a lost answer cannot apply twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const [initial] = useState(() => draft ?? upgradeDefaults(previous))

  const form = useAppForm({
    defaultValues: initial,
    validators: { onDynamic: ({ value }) => upgradeFormProblems(value) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const answer = await sendWithDocuments(
          () => queueUpgradeDocuments(documentsToFollow(value), lang),
          () => create.mutateAsync({ body: upgradeRequestOf(value), idempotencyKey }),
        )
        await savedDraft.clear()
        await onSubmitted(answer)
      } catch (error) {
        if (showFieldProblems(formApi, error, upgradeFieldOf) || (await explainUnsent(error, savedDraft))) return
        explain(error)
      }
    },
  })
  const savedDraft = useSaveDraft(draftKey, form)
  const values = useStore(form.store, (state) => state.values)
  const choose = (choice: keyof UpgradeChoices) => setChangedValues(form, toggleChoice(form.state.values, choice))

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        {previous?.status === 'rejected' ? (
          <div className={flow.note} role="status">
            <strong>{LL.membership.rejectedTitle()}</strong>
            <DecisionReason reason={previous.reason} />
            <p>{LL.membership.rejectedHint()}</p>
          </div>
        ) : null}
        <form.AppField name="isOwner">
          {() => <MembershipTypeChoices choices={values} onToggle={choose} choiceNames={propertyChoices} />}
        </form.AppField>
        <p className={flow.note}>
          {LL.membership.typeHint()}{' '}
          <ExternalLink href={`/${lang}/different-membership-types`}>{LL.membership.membershipTypesLink()}</ExternalLink>
        </p>
        {choosesProperty(values) ? (
          <div className={flow.section}>
            {contactAddress ? (
              <ContactAddressChoice onUse={() => setChangedValues(form, { ...form.state.values, ...contactAddress })} />
            ) : null}
            <AddressFieldGroup form={form} fields={addressFieldMap} lockedEstateId={null} />
            <form.AppField name="addressDocuments">
              {(field) => (
                <field.UploadField
                  label={LL.membership.addressDocuments()}
                  hint={LL.membership.addressDocumentsHint()}
                  hintLink={{ href: `/${lang}/privilege-membership-document`, label: LL.membership.documentsLink() }}
                  required
                  mayWait
                />
              )}
            </form.AppField>
          </div>
        ) : null}
        {values.isStaff ? (
          <fieldset className={flow.section}>
            <legend className={flow.legend}>{LL.membership.staffHeading()}</legend>
            <form.AppField name="sinoStaffCompanyId">
              {(field) => (
                <field.SelectField label={LL.membership.staffCompany()} required options={namedOptions(companies, lang)} />
              )}
            </form.AppField>
            <form.AppField name="sinoStaffNumber">
              {(field) => <field.TextField label={LL.membership.staffNumber()} required autoComplete="off" trim />}
            </form.AppField>
            <form.AppField name="staffDocuments">
              {(field) => (
                <field.UploadField
                  label={LL.membership.staffDocument()}
                  rule="staffDocument"
                  hintLink={{ href: `/${lang}/privilege-membership-document`, label: LL.membership.documentsLink() }}
                  required
                  mayWait
                />
              )}
            </form.AppField>
          </fieldset>
        ) : null}
        <div className={flow.actions}>
          <form.SubmitButton>{LL.membership.submit()}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}

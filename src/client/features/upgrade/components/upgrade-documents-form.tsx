import type { UpgradeForm, UpgradeFormStatus } from '#contract/schemas/upgrade'
import { uploadedIds, waitingFiles, type ChosenFile } from '#client/api/upload-image.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { queueUpgradeDocuments, useAttachUpgradeDocuments } from '../api.ts'
import { upgradeFieldOf } from '../upgrade-form-values.ts'

/**
 * The documents an application is still waiting for: proof of address for an owner,
 * resident or tenant, the staff card for staff. Complete, the application goes to review.
 */
export function UpgradeDocumentsForm({
  application,
  onSubmitted,
}: {
  application: UpgradeForm
  onSubmitted: (answer: UpgradeFormStatus) => Promise<void>
}) {
  const { LL, lang } = useI18n()
  const explain = useExplainFailure()
  const attach = useAttachUpgradeDocuments()
  const needsAddress =
    (application.isOwner || application.isResident || application.isTenant) && application.addressDocumentId.length === 0
  const needsStaff = application.isStaff && application.sinoStaffDocumentId.length === 0

  const form = useAppForm({
    defaultValues: { addressDocuments: [] as ChosenFile[], staffDocuments: [] as ChosenFile[] },
    validators: {
      onDynamic: ({ value }) =>
        problemFields({
          addressDocuments:
            needsAddress && value.addressDocuments.length === 0
              ? { key: 'membership.membership-upgrade-file-upload-required' }
              : undefined,
          staffDocuments:
            needsStaff && value.staffDocuments.length === 0 ? { key: 'membership.staff-document-required' } : undefined,
        }),
    },
    onSubmit: async ({ value, formApi }) => {
      const sent = {
        addressDocumentId: uploadedIds(value.addressDocuments),
        sinoStaffDocumentId: uploadedIds(value.staffDocuments),
      }
      try {
        // With every document still on the device there is nothing to attach now: the outbox does it.
        const answer =
          sent.addressDocumentId.length + sent.sinoStaffDocumentId.length > 0
            ? await attach.mutateAsync(sent)
            : { id: application.id, status: application.status }
        await queueUpgradeDocuments(
          { addressDocumentId: waitingFiles(value.addressDocuments), sinoStaffDocumentId: waitingFiles(value.staffDocuments) },
          lang,
        )
        await onSubmitted(answer)
      } catch (error) {
        if (showFieldProblems(formApi, error, upgradeFieldOf)) return
        explain(error)
      }
    },
  })

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        <p className={flow.note}>{LL.membership.pendingDocumentsHint()}</p>
        {needsAddress ? (
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
        ) : null}
        {needsStaff ? (
          <form.AppField name="staffDocuments">
            {(field) => <field.UploadField label={LL.membership.staffDocument()} rule="staffDocument" required mayWait />}
          </form.AppField>
        ) : null}
        <div className={flow.actions}>
          <form.SubmitButton>{LL.membership.sendDocuments()}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}

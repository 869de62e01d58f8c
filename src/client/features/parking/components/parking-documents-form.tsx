import { uploadedIds, waitingFiles, type ChosenFile } from '#client/api/upload-image.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { queueParkingDocuments, useAttachParkingDocuments } from '../api.ts'

/**
 * The documents an application in review still expects, when none of them waits on this
 * device (sent from another one, or removed at logout): chosen again here, they follow it.
 */
export function ParkingDocumentsForm({ expected, onSent }: { expected: number; onSent: () => Promise<void> }) {
  const { LL, lang } = useI18n()
  const explain = useExplainFailure()
  const attach = useAttachParkingDocuments()
  const form = useAppForm({
    defaultValues: { documents: [] as ChosenFile[] },
    validators: {
      onDynamic: ({ value }) =>
        problemFields({
          documents:
            value.documents.length === 0
              ? { key: 'parking.pleaseDocument' }
              : value.documents.length > expected
                ? { key: 'Register.uploadMaxLength', params: { count: expected } }
                : undefined,
        }),
    },
    onSubmit: async ({ value, formApi }) => {
      const sent = uploadedIds(value.documents)
      try {
        if (sent.length > 0) await attach.mutateAsync({ documentId: sent })
        await queueParkingDocuments(waitingFiles(value.documents), lang)
        await onSent()
      } catch (error) {
        if (showFieldProblems(formApi, error, { documentId: 'documents' })) return
        explain(error)
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        <form.AppField name="documents">
          {(field) => (
            <field.UploadField
              label={LL.parking.documents()}
              hint={LL.parking.documentsAgainHint()}
              rule="vehicleDocument"
              required
              mayWait
            />
          )}
        </form.AppField>
        <div className={flow.actions}>
          <form.SubmitButton>{LL.parking.sendDocuments()}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}

import { useState } from 'react'
import { offerValidYear, parkingProblems } from '#contract/rules/parking'
import type { ParkingForm } from '#contract/schemas/parking'
import { useDropDownList } from '#client/api/reference.ts'
import { uploadedIds, waitingFiles, type ChosenFile } from '#client/api/upload-image.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { useExplainUnsent, useFormDraft, useSaveDraft } from '#client/offline/form-drafts/use-form-draft.ts'
import { sendWithDocuments } from '#client/offline/upload-outbox/document-outbox.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { namedOptions } from '#client/ui/form/select-option.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { queueParkingDocuments, useCreateParkingForm, useUpdateParkingForm } from '../api.ts'
import { DecisionReason } from '#client/ui/decision-reason.tsx'

interface ParkingValues {
  vehicleNumber: string
  octopusCardNumber: string
  octopusCardLastNumber: string
  vehicleTypeId: number | null
  vehicleModel: string
  documents: ChosenFile[]
  termsAccepted: boolean
}

/** The change in review beside an approved application, which an edit replaces. */
const pendingChange = (previous: ParkingForm | null) => (previous?.change?.status === 'pending' ? previous.change : null)

/** The documents on the server go with the application; those still on the device follow it. */
const documentsOf = (documents: readonly ChosenFile[]) => ({
  documentId: uploadedIds(documents),
  documentsToFollow: waitingFiles(documents).length,
})

/**
 * The parking application: the Octopus card with the digit in brackets, the vehicle, its
 * registration documents and the terms. An application sent before (rejected, withdrawn, or
 * approved and being edited) comes back filled in and is changed rather than made again; an
 * approved one with a change in review comes back as the change. What the member enters is
 * kept on the device until it is sent.
 */
export function ParkingFormView({ previous, onSubmitted }: { previous: ParkingForm | null; onSubmitted: () => Promise<void> }) {
  const draftKey = `parking:${pendingChange(previous)?.id ?? previous?.id ?? 'new'}`
  const draft = useFormDraft<ParkingValues>(draftKey)
  if (draft === undefined) return null
  return <ParkingFormFields previous={previous} draft={draft} draftKey={draftKey} onSubmitted={onSubmitted} />
}

function ParkingFormFields({
  previous,
  draft,
  draftKey,
  onSubmitted,
}: {
  previous: ParkingForm | null
  draft: ParkingValues | null
  draftKey: string
  onSubmitted: () => Promise<void>
}) {
  const { LL, lang } = useI18n()
  const explain = useExplainFailure()
  const explainUnsent = useExplainUnsent()
  const create = useCreateParkingForm()
  const update = useUpdateParkingForm()
  const vehicleTypes = useDropDownList('VEHICLE_TYPE')
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const [initial] = useState<ParkingValues>(() => {
    const sent = pendingChange(previous) ?? previous
    return (
      draft ?? {
        vehicleNumber: sent?.vehicleNumber ?? '',
        octopusCardNumber: sent?.octopusCardNumber ?? '',
        octopusCardLastNumber: sent?.octopusCardLastNumber ?? '',
        vehicleTypeId: sent?.vehicleTypeId ?? null,
        vehicleModel: sent?.vehicleModel ?? '',
        documents: (sent?.documentId ?? []).map((id, index) => ({ id, name: LL.parking.savedDocument({ n: index + 1 }) })),
        termsAccepted: false,
      }
    )
  })

  const form = useAppForm({
    defaultValues: initial,
    validators: {
      onDynamic: ({ value }) => {
        const { documents, ...fields } = value
        const { documentId, ...problems } = parkingProblems({ ...fields, ...documentsOf(documents) })
        return problemFields({ ...problems, documents: documentId })
      },
    },
    onSubmit: async ({ value, formApi }) => {
      const { documents, ...fields } = value
      const body = { ...fields, ...documentsOf(documents) }
      try {
        await sendWithDocuments(
          () => queueParkingDocuments(waitingFiles(documents), lang),
          () => (previous ? update.mutateAsync(body) : create.mutateAsync({ body, idempotencyKey })),
        )
        await savedDraft.clear()
        await onSubmitted()
      } catch (error) {
        if (showFieldProblems(formApi, error, { documentId: 'documents' }) || (await explainUnsent(error, savedDraft))) return
        explain(error)
      }
    },
  })
  const savedDraft = useSaveDraft(draftKey, form)

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        {previous?.status === 'rejected' ? (
          <div className={flow.note} role="status">
            <strong>{LL.parking.rejectedTitle()}</strong>
            <DecisionReason reason={previous.reason} />
            <p>{LL.parking.rejectedHint()}</p>
          </div>
        ) : null}
        {previous?.status === 'withdrawn' ? (
          <div className={flow.note} role="status">
            <strong>{LL.parking.withdrawnTitle()}</strong>
            <p>{LL.parking.withdrawnHint()}</p>
          </div>
        ) : null}
        <form.AppField name="vehicleNumber">
          {(field) => (
            <field.TextField label={LL.parking.vehicleNumber()} required autoComplete="off" autoCapitalize="characters" />
          )}
        </form.AppField>
        <div className={flow.row}>
          <form.AppField name="octopusCardNumber">
            {(field) => (
              <field.TextField
                label={LL.parking.octopusCardNumber()}
                hint={LL.parking.octopusHint()}
                required
                inputMode="numeric"
                autoComplete="off"
                maxLength={9}
                trim
              />
            )}
          </form.AppField>
          <form.AppField name="octopusCardLastNumber">
            {(field) => (
              <field.TextField label={LL.parking.octopusCardLastNumber()} required inputMode="numeric" maxLength={1} trim />
            )}
          </form.AppField>
        </div>
        <form.AppField name="vehicleTypeId">
          {(field) => <field.SelectField label={LL.parking.vehicleType()} required options={namedOptions(vehicleTypes, lang)} />}
        </form.AppField>
        <form.AppField name="vehicleModel">
          {(field) => <field.TextField label={LL.parking.vehicleModel()} required autoComplete="off" />}
        </form.AppField>
        <form.AppField name="documents">
          {(field) => (
            <field.UploadField
              label={LL.parking.documents()}
              hint={LL.parking.documentsHint()}
              hintLink={{ href: `/${lang}/sino-parking-document`, label: LL.parking.documentsLink() }}
              rule="vehicleDocument"
              required
              mayWait
            />
          )}
        </form.AppField>
        <p className={flow.note}>{LL.parking.terms({ year: offerValidYear(new Date()) })}</p>
        <form.AppField name="termsAccepted">
          {(field) => <field.CheckboxField label={LL.parking.confirm()} required />}
        </form.AppField>
        <div className={flow.actions}>
          <form.SubmitButton>{previous?.status === 'approved' ? LL.parking.update() : LL.parking.submit()}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}

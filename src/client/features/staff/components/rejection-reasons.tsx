import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { reasonCodeProblem, reasonKinds, reasonTextProblem, type ReasonKind } from '#contract/rules/rejection-reasons'
import type { ReasonTexts, RejectionReason } from '#contract/schemas/rejection-reasons'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useAppForm, withFieldGroup } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { Popup } from '#client/ui/popup.tsx'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { rejectionReasonsQuery, useReasonChanges } from '../api.ts'
import { DataTable } from './data-table.tsx'
import { errorText } from './error-text.ts'
import { QueryStatus } from './query-status.tsx'
import styles from './staff.module.css'

const textProblems = (texts: ReasonTexts) => ({
  en: reasonTextProblem(texts.en),
  tc: reasonTextProblem(texts.tc),
  sc: reasonTextProblem(texts.sc),
})

/** A reason's words in the three languages: the fields of a new reason and of an edit. */
const ReasonTextFields = withFieldGroup({
  defaultValues: { en: '', tc: '', sc: '' } as ReasonTexts,
  render: function Render({ group }) {
    const { LL } = useI18n()
    const label = { en: LL.staffConsole.reasonEn(), tc: LL.staffConsole.reasonTc(), sc: LL.staffConsole.reasonSc() }
    return (
      <>
        {(['en', 'tc', 'sc'] as const).map((lang) => (
          <group.AppField key={lang} name={lang}>
            {(field) => <field.TextAreaField label={label[lang]} required rows={2} />}
          </group.AppField>
        ))}
      </>
    )
  },
})

/**
 * Admins: the reasons reviewers pick when rejecting, each in the three languages, a new one,
 * its words edited, and one retired (no longer offered; past decisions still show it) or
 * offered again. Every change is in the audit log.
 */
export function RejectionReasons() {
  const { LL } = useI18n()
  useDocumentTitle(LL.staffConsole.reasonsTitle())
  const reasons = useQuery(rejectionReasonsQuery)
  return (
    <>
      <h1>{LL.staffConsole.reasonsTitle()}</h1>
      <p>{LL.staffConsole.reasonsIntro()}</p>
      <div className={styles.stack}>
        {reasons.data ? (
          <DataTable
            className={styles.reasonsTable}
            columns={[
              LL.staffConsole.reasonCode(),
              LL.staffConsole.reasonsTitle(),
              LL.staffConsole.reasonAppliesTo(),
              LL.staffConsole.colStatus(),
              LL.staffConsole.colActions(),
            ]}
          >
            {reasons.data.reasons.map((reason) => (
              <ReasonRow key={reason.id} reason={reason} />
            ))}
          </DataTable>
        ) : (
          <QueryStatus query={reasons} />
        )}
        <NewReasonForm />
      </div>
    </>
  )
}

function ReasonRow({ reason }: { reason: RejectionReason }) {
  const { LL } = useI18n()
  const { setRetired } = useReasonChanges()
  const [editing, setEditing] = useState(false)
  const toggle = () =>
    setRetired.mutate(
      { id: reason.id, retired: !reason.retired },
      {
        onSuccess: (changed) =>
          toast.success(
            changed.retired
              ? LL.staffConsole.reasonRetired({ code: changed.code })
              : LL.staffConsole.reasonRestored({ code: changed.code }),
          ),
        onError: (error) => toast.error(errorText(LL, error)),
      },
    )
  const toggleLabel = reason.retired ? LL.staffConsole.restoreReason() : LL.staffConsole.retireReason()
  return (
    <tr>
      <td>
        <code>{reason.code}</code>
      </td>
      <td>
        <dl className={styles.reasonTexts}>
          <dt>EN</dt>
          <dd lang="en">{reason.text.en}</dd>
          <dt>繁</dt>
          <dd lang="zh-HK">{reason.text.tc}</dd>
          <dt>简</dt>
          <dd lang="zh-CN">{reason.text.sc}</dd>
        </dl>
      </td>
      <td>{LL.staffConsole[`reasonFor_${reason.appliesTo}`]()}</td>
      <td>
        <span className={reason.retired ? styles.badgePending : styles.badge}>
          {reason.retired ? LL.staffConsole.reasonRetiredState() : LL.staffConsole.reasonOffered()}
        </span>
      </td>
      <td>
        <div className={styles.decision}>
          <SpinnerButton
            variant="secondary"
            aria-label={`${LL.staffConsole.editReason()} ${reason.code}`}
            onClick={() => setEditing(true)}
          >
            {LL.staffConsole.editReason()}
          </SpinnerButton>
          <SpinnerButton
            variant="secondary"
            loading={setRetired.isPending}
            aria-label={`${toggleLabel} ${reason.code}`}
            onClick={toggle}
          >
            {toggleLabel}
          </SpinnerButton>
        </div>
        {editing ? <EditReasonPopup reason={reason} onClose={() => setEditing(false)} /> : null}
      </td>
    </tr>
  )
}

/** A reason's words changed in a popup that opens on its first field. */
function EditReasonPopup({ reason, onClose }: { reason: RejectionReason; onClose: () => void }) {
  const { LL } = useI18n()
  const { edit } = useReasonChanges()
  const formId = useId()
  const form = useAppForm({
    defaultValues: reason.text,
    validators: { onDynamic: ({ value }) => problemFields(textProblems(value)) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const saved = await edit.mutateAsync({ id: reason.id, ...value })
        onClose()
        toast.success(LL.staffConsole.reasonSaved({ code: saved.code }))
      } catch (error) {
        if (!showFieldProblems(formApi, error)) toast.error(errorText(LL, error))
      }
    },
  })
  return (
    <Popup
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={LL.staffConsole.editReasonTitle({ code: reason.code })}
      okLabel={LL.staffConsole.saveReason()}
      loading={edit.isPending}
      formId={formId}
      others={[{ label: LL.staffConsole.cancel(), onClick: onClose }]}
    >
      <form.AppForm>
        <form.Form id={formId} className={styles.dialogForm}>
          <ReasonTextFields form={form} fields={{ en: 'en', tc: 'tc', sc: 'sc' }} />
        </form.Form>
      </form.AppForm>
    </Popup>
  )
}

/** A new reason: its code for the operator command, what it is for, and its words in the three languages. */
function NewReasonForm() {
  const { LL } = useI18n()
  const { create } = useReasonChanges()
  const form = useAppForm({
    defaultValues: { code: '', appliesTo: 'any' as ReasonKind, en: '', tc: '', sc: '' },
    validators: {
      onDynamic: ({ value }) => problemFields({ code: reasonCodeProblem(value.code), ...textProblems(value) }),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const created = await create.mutateAsync(value)
        toast.success(LL.staffConsole.reasonAdded({ code: created.code }))
        formApi.reset()
      } catch (error) {
        if (!showFieldProblems(formApi, error)) toast.error(errorText(LL, error))
      }
    },
  })
  return (
    <section className={styles.section} aria-labelledby="new-reason-heading">
      <h2 id="new-reason-heading">{LL.staffConsole.newReasonHeading()}</h2>
      <form.AppForm>
        <form.Form className={styles.rejectForm}>
          <form.AppField name="code">
            {(field) => (
              <field.TextField
                label={LL.staffConsole.reasonCode()}
                hint={LL.staffConsole.reasonCodeHint()}
                required
                maxLength={40}
                autoCapitalize="none"
                trim
              />
            )}
          </form.AppField>
          <form.AppField name="appliesTo">
            {(field) => (
              <field.RadioGroupField
                label={LL.staffConsole.reasonAppliesTo()}
                options={reasonKinds.map((kind) => ({ value: kind, label: LL.staffConsole[`reasonFor_${kind}`]() }))}
              />
            )}
          </form.AppField>
          <ReasonTextFields form={form} fields={{ en: 'en', tc: 'tc', sc: 'sc' }} />
          <form.SubmitButton>{LL.staffConsole.addReason()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  )
}

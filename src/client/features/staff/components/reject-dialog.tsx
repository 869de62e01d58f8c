import { useQuery, type UseMutationResult } from '@tanstack/react-query'
import { useId } from 'react'
import type { Lang } from '#contract/languages'
import { noteProblem, reasonChoiceProblem, reasonFits } from '#contract/rules/rejection-reasons'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { Popup } from '#client/ui/popup.tsx'
import { toast } from '#client/ui/toast.tsx'
import { rejectionReasonsQuery, type DecisionKind } from '../api.ts'
import { errorText } from './error-text.ts'
import styles from './staff.module.css'

type Rejection = { reasonId: number | null; note: string }

/**
 * The rejection asked in a dialog that opens on its reason: one of the kept reasons, offered in
 * the reviewer's language (the member reads it in theirs, which the dialog names, so that a note
 * is written in words the member reads), and an optional note kept as typed.
 */
export function RejectDialog({
  open,
  onOpenChange,
  title,
  kind,
  memberLanguage,
  reject,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** What is rejected: the reasons offered are those that fit it. */
  kind: DecisionKind
  /** The language the member reads the reason and the note in. */
  memberLanguage: Lang
  reject: UseMutationResult<unknown, Error, Rejection>
}) {
  const { LL, lang } = useI18n()
  const formId = useId()
  const reasons = useQuery(rejectionReasonsQuery)
  const offered = (reasons.data?.reasons ?? [])
    .filter((reason) => !reason.retired && reasonFits(reason.appliesTo, kind === 'upgrade' ? 'upgrade' : 'parking'))
    .map((reason) => ({ id: reason.id, label: reason.text[lang] }))
  const form = useAppForm({
    defaultValues: { reasonId: null, note: '' } as Rejection,
    validators: {
      onDynamic: ({ value }) => problemFields({ reasonId: reasonChoiceProblem(value.reasonId), note: noteProblem(value.note) }),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await reject.mutateAsync(value)
        onOpenChange(false)
        toast.success(LL.staffConsole.rejected())
      } catch (error) {
        if (!showFieldProblems(formApi, error)) toast.error(errorText(LL, error))
      }
    },
  })
  return (
    <Popup
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={LL.staffConsole.rejectIntroIn({ language: LL.staffConsole[`language_${memberLanguage}`]() })}
      okLabel={LL.staffConsole.confirmReject()}
      loading={reject.isPending}
      formId={formId}
      others={[{ label: LL.staffConsole.cancel(), onClick: () => onOpenChange(false) }]}
    >
      <form.AppForm>
        <form.Form id={formId} className={styles.dialogForm}>
          <form.AppField name="reasonId">
            {(field) => <field.SelectField label={LL.staffConsole.rejectReason()} required options={offered} />}
          </form.AppField>
          <form.AppField name="note">
            {(field) => <field.TextAreaField label={LL.staffConsole.rejectNote()} hint={LL.staffConsole.rejectNoteHint()} />}
          </form.AppField>
        </form.Form>
      </form.AppForm>
    </Popup>
  )
}

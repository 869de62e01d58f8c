import { useState } from 'react'
import { langs, type Lang } from '#contract/languages'
import { eventFileStem, eventNameProblem, linkCountProblem } from '#contract/rules/staff-admin'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { useCreateReceiptLinks } from '../api.ts'
import { errorText } from './error-text.ts'
import styles from './staff.module.css'

/** Receipt links for an event's attendees, one each, as `npm run receipt-link:create` issues them. */
export function ReceiptLinksForm() {
  const { LL, lang } = useI18n()
  const create = useCreateReceiptLinks()
  const [issued, setIssued] = useState<{ event: string; links: string[] } | null>(null)
  const form = useAppForm({
    defaultValues: { event: '', count: '1', language: lang as Lang },
    validators: {
      onDynamic: ({ value }) =>
        problemFields({ event: eventNameProblem(value.event), count: linkCountProblem(Number(value.count)) }),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const { links } = await create.mutateAsync({ event: value.event, count: Number(value.count), language: value.language })
        setIssued({ event: value.event.trim(), links: links.map((link) => link.link) })
        formApi.reset()
      } catch (error) {
        if (!showFieldProblems(formApi, error)) toast.error(errorText(LL, error))
      }
    },
  })
  return (
    <section className={styles.section} aria-labelledby="links-heading">
      <h2 id="links-heading">{LL.staffConsole.issueLinksHeading()}</h2>
      <p className={styles.muted}>{LL.staffConsole.issueLinksIntro()}</p>
      <form.AppForm>
        <form.Form className={styles.rejectForm}>
          <form.AppField name="event">
            {(field) => <field.TextField label={LL.staffConsole.eventName()} required maxLength={200} />}
          </form.AppField>
          <form.AppField name="count">
            {(field) => <field.TextField label={LL.staffConsole.linkCount()} required inputMode="numeric" maxLength={4} trim />}
          </form.AppField>
          <form.AppField name="language">
            {(field) => (
              <field.RadioGroupField
                label={LL.staffConsole.linkLanguage()}
                required
                options={langs.map((value) => ({ value, label: LL.staffConsole[`language_${value}`]() }))}
              />
            )}
          </form.AppField>
          <form.SubmitButton>{LL.staffConsole.issueLinks()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
      {issued ? <IssuedLinks {...issued} /> : null}
    </section>
  )
}

/** The links just issued, to copy or save and hand to the attendees. */
function IssuedLinks({ event, links }: { event: string; links: string[] }) {
  const { LL } = useI18n()
  const text = `${links.join('\n')}\n`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      toast.success(LL.staffConsole.linksCopied())
    } catch {
      toast.error(LL.common.error())
    }
  }
  return (
    <div role="status" className={styles.issued}>
      <p>{LL.staffConsole.linksIssued({ count: links.length, event })}</p>
      <label className={styles.block}>
        {LL.staffConsole.issuedLinks()}
        <textarea className={styles.links} readOnly value={text} rows={Math.min(links.length, 8)} />
      </label>
      <div className={styles.decision}>
        <SpinnerButton variant="secondary" onClick={() => void copy()}>
          {LL.staffConsole.copyLinks()}
        </SpinnerButton>
        <a
          className={styles.inlineLink}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={`receipt-links-${eventFileStem(event)}.txt`}
        >
          {LL.staffConsole.downloadLinks()}
        </a>
      </div>
    </div>
  )
}

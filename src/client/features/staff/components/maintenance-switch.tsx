import { useQuery } from '@tanstack/react-query'
import { maintenanceMessageProblem, maintenanceUntilProblem } from '#contract/rules/maintenance'
import type { MaintenanceState } from '#contract/schemas/maintenance'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { maintenanceStateQuery, useMaintenanceSwitch } from '../api.ts'
import { errorText } from './error-text.ts'
import { dateTime } from './format-date-time.ts'
import { QueryStatus } from './query-status.tsx'
import styles from './staff.module.css'

const languages = ['en', 'tc', 'sc'] as const

/** The end as the date-and-time field gives it (the device's time, no offset), as a moment; empty means none. */
const endOf = (local: string): string | null => {
  if (local === '') return null
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString()
}

/**
 * Admins: the maintenance notice, as `npm run maintenance` switches it. While it is on, members
 * see it (in their language) instead of the portal and their writes are refused; the console
 * goes on. Turned on with its words in the three languages and an optional end.
 */
export function MaintenanceSwitch() {
  const { LL } = useI18n()
  useDocumentTitle(LL.staffConsole.maintenanceTitle())
  const state = useQuery(maintenanceStateQuery)
  return (
    <div className={styles.narrowPage}>
      <h1>{LL.staffConsole.maintenanceTitle()}</h1>
      <p>{LL.staffConsole.maintenanceIntro()}</p>
      {state.data ? <SwitchState state={state.data} /> : <QueryStatus query={state} />}
    </div>
  )
}

function SwitchState({ state }: { state: MaintenanceState }) {
  const { LL, lang } = useI18n()
  const change = useMaintenanceSwitch()
  const turnOff = () =>
    change.mutate('off', {
      onSuccess: () => toast.success(LL.staffConsole.maintenanceTurnedOff()),
      onError: (error) => toast.error(errorText(LL, error)),
    })
  return (
    <section className={styles.section} aria-labelledby="maintenance-state">
      <h2 id="maintenance-state">
        <span className={state.on ? styles.badgeDanger : styles.badge}>
          {state.on ? LL.staffConsole.maintenanceStateOn() : LL.staffConsole.maintenanceStateOff()}
        </span>
      </h2>
      {state.on ? (
        <>
          <p>
            {LL.staffConsole.maintenanceSince({
              by: state.by === 'operator' ? LL.staffConsole.maintenanceByOperator() : (state.by ?? ''),
              date: state.since ? dateTime(state.since, lang) : '',
            })}
          </p>
          <p>
            {state.until
              ? LL.staffConsole.maintenanceEndsAt({ date: dateTime(state.until, lang) })
              : LL.staffConsole.maintenanceNoEnd()}
          </p>
          <dl className={styles.reasonTexts}>
            <dt>EN</dt>
            <dd lang="en">{state.message?.en}</dd>
            <dt>繁</dt>
            <dd lang="zh-HK">{state.message?.tc}</dd>
            <dt>简</dt>
            <dd lang="zh-CN">{state.message?.sc}</dd>
          </dl>
          <SpinnerButton loading={change.isPending} onClick={turnOff}>
            {LL.staffConsole.turnOffMaintenance()}
          </SpinnerButton>
        </>
      ) : (
        <>
          <p>{LL.staffConsole.maintenanceOffText()}</p>
          <TurnOnForm />
        </>
      )}
    </section>
  )
}

function TurnOnForm() {
  const { LL } = useI18n()
  const change = useMaintenanceSwitch()
  const label = {
    en: LL.staffConsole.maintenanceMessageEn(),
    tc: LL.staffConsole.maintenanceMessageTc(),
    sc: LL.staffConsole.maintenanceMessageSc(),
  }
  const form = useAppForm({
    defaultValues: { en: '', tc: '', sc: '', until: '' },
    validators: {
      onDynamic: ({ value }) => {
        const until = endOf(value.until)
        return problemFields({
          en: maintenanceMessageProblem(value.en),
          tc: maintenanceMessageProblem(value.tc),
          sc: maintenanceMessageProblem(value.sc),
          until: maintenanceUntilProblem(until === 'invalid' ? value.until : until, new Date()),
        })
      },
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await change.mutateAsync({ en: value.en, tc: value.tc, sc: value.sc, until: endOf(value.until) })
        toast.success(LL.staffConsole.maintenanceTurnedOn())
      } catch (error) {
        if (!showFieldProblems(formApi, error)) toast.error(errorText(LL, error))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form className={styles.rejectForm}>
        {languages.map((lang) => (
          <form.AppField key={lang} name={lang}>
            {(field) => <field.TextAreaField label={label[lang]} required rows={2} />}
          </form.AppField>
        ))}
        <form.AppField name="until">
          {(field) => (
            <field.TextField
              label={LL.staffConsole.maintenanceUntil()}
              hint={LL.staffConsole.maintenanceUntilHint()}
              type="datetime-local"
            />
          )}
        </form.AppField>
        <form.SubmitButton>{LL.staffConsole.turnOnMaintenance()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

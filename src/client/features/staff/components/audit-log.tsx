import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { auditActions } from '#contract/rules/audit-actions'
import { auditDaysProblem } from '#contract/rules/staff-admin'
import { encodeProblem } from '#contract/messages'
import type { TranslationFunctions } from '#i18n/i18n-types'
import { problemText, useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { auditQuery, rejectionReasonsQuery } from '../api.ts'
import type { AuditFilter } from '#contract/schemas/staff'
import { auditSearch, type AuditSearch } from '../search-params.ts'
import { QueryStatus } from './query-status.tsx'
import styles from './staff.module.css'
import { dateTime } from './format-date-time.ts'
import { DataTable } from './data-table.tsx'
import { changeLines, type ReasonWords } from './audit-change.ts'

type Labels = Record<string, (() => string) | undefined>

/** An action's words in the console's language ('staff.signIn' → "Signed in"); the code itself when it has none. */
const actionLabel = (LL: TranslationFunctions, action: string) =>
  (LL.staffConsole.auditAction as unknown as Labels)[action.replace('.', '_')]?.() || action

const targetLabel = (LL: TranslationFunctions, kind: string) =>
  (LL.staffConsole.auditTarget as unknown as Labels)[kind]?.() || kind

/** Every staff action, newest first, filtered by action, staff e-mail, target or days; older pages on request. */
export function AuditLogView({ search }: { search: AuditSearch }) {
  const { LL, lang } = useI18n()
  const { before, ...filters } = search
  const filter: AuditFilter = {
    action: filters.action ?? '',
    actor: filters.actor ?? '',
    target: filters.target ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  }
  useDocumentTitle(LL.staffConsole.auditTitle())
  const navigate = useNavigate()
  const log = useQuery(auditQuery(filter, before))
  const reasons = useQuery(rejectionReasonsQuery)
  const reasonWords: ReasonWords = (code) => reasons.data?.reasons.find((reason) => reason.code === code)?.text[lang]
  const [draft, setDraft] = useState(filter)
  const show = (next: AuditFilter, page?: number) =>
    void navigate({ to: '/$lang/staff/audit', params: { lang }, search: auditSearch({ ...next, before: page }) })
  const daysIssue = auditDaysProblem(draft.from, draft.to)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!daysIssue) show(draft)
  }
  const last = log.data?.entries.at(-1)
  return (
    <>
      <h1>{LL.staffConsole.auditTitle()}</h1>
      <form className={styles.filters} onSubmit={submit} role="search">
        <label>
          {LL.staffConsole.filterAction()}
          <select value={draft.action} onChange={(event) => setDraft({ ...draft, action: event.target.value })}>
            <option value="">{LL.staffConsole.allActions()}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {actionLabel(LL, action)}
              </option>
            ))}
          </select>
        </label>
        {(['actor', 'target'] as const).map((name) => (
          <label key={name}>
            {name === 'actor' ? LL.staffConsole.filterActor() : LL.staffConsole.filterTarget()}
            <input value={draft[name]} maxLength={100} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} />
          </label>
        ))}
        {(['from', 'to'] as const).map((name) => (
          <label key={name}>
            {name === 'from' ? LL.staffConsole.filterFrom() : LL.staffConsole.filterTo()}
            <input type="date" value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} />
          </label>
        ))}
        <SpinnerButton type="submit" variant="secondary">
          {LL.staffConsole.filterButton()}
        </SpinnerButton>
      </form>
      {daysIssue ? (
        <p className={styles.fieldError} role="alert">
          {problemText(LL, encodeProblem(daysIssue))}
        </p>
      ) : null}
      {log.data ? (
        log.data.entries.length === 0 ? (
          <p role="status">{LL.staffConsole.emptyAudit()}</p>
        ) : (
          <DataTable
            columns={[
              LL.staffConsole.colTime(),
              LL.staffConsole.colActor(),
              LL.staffConsole.colAction(),
              LL.staffConsole.colTarget(),
              LL.staffConsole.colChange(),
            ]}
          >
            {log.data.entries.map((entry) => (
              <tr key={entry.id}>
                <td>{dateTime(entry.at, lang)}</td>
                <td>{entry.actorKind === 'operator' ? LL.staffConsole.actorOperator() : entry.actor}</td>
                <td>{actionLabel(LL, entry.action)}</td>
                <td>
                  {entry.targetKind ? (
                    <>
                      {targetLabel(LL, entry.targetKind)}
                      <br />
                      <span className={styles.targetId}>{entry.targetName ?? entry.targetId ?? ''}</span>
                    </>
                  ) : null}
                </td>
                <td>
                  <ul className={styles.change}>
                    {changeLines(LL, lang, entry, reasonWords).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </DataTable>
        )
      ) : (
        <QueryStatus query={log} />
      )}
      {log.data?.more && last ? (
        <p>
          <SpinnerButton variant="secondary" onClick={() => show(filter, last.id)}>
            {LL.staffConsole.olderEntries()}
          </SpinnerButton>
        </p>
      ) : null}
    </>
  )
}

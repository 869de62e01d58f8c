import { Link } from '@tanstack/react-router'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { DataTable } from './data-table.tsx'
import { dateOnly } from './format-date-time.ts'
import type { Review } from './application-review.ts'
import { StatusBadge } from './status-badge.tsx'
import { DecisionReason } from '#client/ui/decision-reason.tsx'

/** Applications of both kinds and changes to parking ones, each linked to its page, with how it was decided. */
export function ApplicationsTable({ applications, empty }: { applications: Review['history']; empty: string }) {
  const { LL, lang } = useI18n()
  if (applications.length === 0) return <p>{empty}</p>
  return (
    <DataTable
      columns={[
        LL.staffConsole.colSubmitted(),
        LL.staffConsole.colAction(),
        LL.staffConsole.colStatus(),
        LL.staffConsole.decisionHeading(),
      ]}
    >
      {applications.map((past) => (
        <tr key={past.id}>
          <td>{dateOnly(past.submittedAt, lang)}</td>
          <td>
            {past.kind === 'parkingChange' ? (
              <Link to="/$lang/staff/parking/changes/$id" params={{ lang, id: past.id }}>
                {LL.staffConsole.kind_parkingChange()}
              </Link>
            ) : (
              <Link to={`/$lang/staff/${past.kind}/$id`} params={{ lang, id: past.id }}>
                {LL.staffConsole[`kind_${past.kind}`]()}
              </Link>
            )}
          </td>
          <td>
            <StatusBadge status={past.status} />
          </td>
          <td>
            {past.decidedAt
              ? past.decidedBy
                ? LL.staffConsole.decidedBy({ date: dateOnly(past.decidedAt, lang), name: past.decidedBy })
                : LL.staffConsole.decidedAt({ date: dateOnly(past.decidedAt, lang) })
              : ''}
            <DecisionReason reason={past.reason} />
          </td>
        </tr>
      ))}
    </DataTable>
  )
}

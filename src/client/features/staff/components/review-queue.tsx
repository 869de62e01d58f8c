import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { queueStatuses, type ReviewStatus } from '#contract/rules/application-statuses'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { QueryStatus } from './query-status.tsx'
import { queueQuery, type QueueKind } from '../api.ts'
import type { QueueFilter } from '#contract/schemas/staff'
import { queueSearch, type QueueSearch } from '../search-params.ts'
import { SearchForm } from './search-form.tsx'
import styles from './staff.module.css'
import { daysSince } from './days-since.ts'
import { dateOnly } from './format-date-time.ts'
import { DataTable } from './data-table.tsx'

/**
 * A queue of applications (for parking, with the changes members asked for to approved ones,
 * marked as such): a status (pending by default, oldest first) and a search by member ID,
 * phone or name, both kept in the address so that Back and a reload keep them.
 */
export function ReviewQueue({ kind, search }: { kind: QueueKind; search: QueueSearch }) {
  const { LL, lang } = useI18n()
  const filter: QueueFilter = { status: search.status ?? 'pending', q: search.q ?? '' }
  const navigate = useNavigate()
  const queue = useQuery(queueQuery(kind, filter))
  const title = kind === 'upgrade' ? LL.staffConsole.upgradeQueueTitle() : LL.staffConsole.parkingQueueTitle()
  useDocumentTitle(title)
  const statusText = (status: ReviewStatus) => LL.staffConsole[`status_${status}`]()
  const show = (next: Partial<QueueFilter>) => {
    const shown = { ...filter, ...next }
    void navigate({
      to: `/$lang/staff/${kind}`,
      params: { lang },
      search: queueSearch(shown),
    })
  }
  const [now] = useState(Date.now)

  return (
    <>
      <h1>{title}</h1>
      <SearchForm
        label={LL.staffConsole.search()}
        initial={filter.q}
        searching={queue.isPlaceholderData}
        onSearch={(q) => show({ q })}
      >
        <label>
          {LL.staffConsole.statusFilter()}
          <select value={filter.status} onChange={(event) => show({ status: event.target.value as ReviewStatus })}>
            {queueStatuses[kind].map((status) => (
              <option key={status} value={status}>
                {statusText(status)}
              </option>
            ))}
          </select>
        </label>
      </SearchForm>
      {queue.data ? (
        queue.data.items.length === 0 ? (
          <p role="status">{LL.staffConsole.emptyQueue()}</p>
        ) : (
          <DataTable
            columns={[
              LL.staffConsole.colMember(),
              LL.staffConsole.colMemberId(),
              LL.staffConsole.colPhone(),
              LL.staffConsole.colSubmitted(),
              LL.staffConsole.colAge(),
              LL.staffConsole.colDeadline(),
              LL.staffConsole.colStatus(),
            ]}
          >
            {queue.data.items.map((item) => (
              <tr key={item.id} className={item.overdue ? styles.overdue : undefined}>
                <td>
                  {item.kind === 'change' ? (
                    <>
                      <Link to="/$lang/staff/parking/changes/$id" params={{ lang, id: item.id }}>
                        {item.member.name}
                      </Link>{' '}
                      <span className={styles.badgePending}>{LL.staffConsole.kindChange()}</span>
                    </>
                  ) : (
                    <Link to={`/$lang/staff/${kind}/$id`} params={{ lang, id: item.id }}>
                      {item.member.name}
                    </Link>
                  )}
                </td>
                <td>{item.member.clubMemberId}</td>
                <td>{item.member.phone}</td>
                <td>{dateOnly(item.submittedAt, lang)}</td>
                <td>{LL.staffConsole.ageDays({ days: daysSince(item.submittedAt, now) })}</td>
                <td>
                  {dateOnly(item.deadline, lang)}{' '}
                  {item.overdue ? <span className={styles.badgeDanger}>{LL.staffConsole.overdue()}</span> : null}
                </td>
                <td>
                  <span className={styles.badge}>{statusText(item.status)}</span>
                  {item.fromRegistration ? <span className={styles.muted}> · {LL.staffConsole.fromRegistration()}</span> : null}
                  {item.documentsDueAt ? (
                    <div className={styles.muted}>
                      {LL.staffConsole.documentsDue({ date: dateOnly(item.documentsDueAt, lang) })}
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
        )
      ) : (
        <QueryStatus query={queue} />
      )}
      {queue.data?.more ? <p className={styles.muted}>{LL.staffConsole.moreItems()}</p> : null}
    </>
  )
}

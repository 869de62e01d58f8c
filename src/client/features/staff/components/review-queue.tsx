import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { reviewStatuses, type ReviewStatus } from '#contract/rules/review'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { QueryStatus } from './query-status.tsx'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { queueQuery, type QueueKind } from '../api.ts'
import { searchOf, type QueueFilter } from '../search-params.ts'
import { staffPage } from './staff-link.ts'
import styles from './staff.module.css'
import { dateOnly, daysSince } from './when.ts'

/**
 * A queue of applications: a status (pending by default, oldest first) and a search by
 * member ID, phone or name, both kept in the address so that Back and a reload keep them.
 */
export function ReviewQueue({ kind, filter }: { kind: QueueKind; filter: QueueFilter }) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const queue = useQuery(queueQuery(kind, filter))
  const [search, setSearch] = useState(filter.q)
  const title = kind === 'upgrade' ? LL.staffConsole.upgradeQueueTitle() : LL.staffConsole.parkingQueueTitle()
  useDocumentTitle(title)
  const statusText = (status: ReviewStatus) => LL.staffConsole[`status_${status}`]()
  const show = (next: Partial<QueueFilter>) => {
    const shown = { ...filter, ...next }
    void navigate({
      ...staffPage(lang, kind),
      search: searchOf({ ...shown, status: shown.status === 'pending' ? undefined : shown.status }),
    })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    show({ q: search.trim() })
  }
  const [now] = useState(Date.now)

  return (
    <>
      <h1>{title}</h1>
      <form className={styles.filters} onSubmit={submit} role="search">
        <label>
          {LL.staffConsole.statusFilter()}
          <select value={filter.status} onChange={(event) => show({ status: event.target.value as ReviewStatus })}>
            {reviewStatuses.map((status) => (
              <option key={status} value={status}>
                {statusText(status)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {LL.staffConsole.search()}
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} maxLength={100} />
        </label>
        <SpinnerButton type="submit" variant="secondary" loading={queue.isPlaceholderData}>
          {LL.staffConsole.searchButton()}
        </SpinnerButton>
      </form>
      {queue.data ? (
        queue.data.items.length === 0 ? (
          <p role="status">{LL.staffConsole.emptyQueue()}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{LL.staffConsole.colMember()}</th>
                  <th scope="col">{LL.staffConsole.colMemberId()}</th>
                  <th scope="col">{LL.staffConsole.colPhone()}</th>
                  <th scope="col">{LL.staffConsole.colSubmitted()}</th>
                  <th scope="col">{LL.staffConsole.colAge()}</th>
                  <th scope="col">{LL.staffConsole.colDeadline()}</th>
                  <th scope="col">{LL.staffConsole.colStatus()}</th>
                </tr>
              </thead>
              <tbody>
                {queue.data.items.map((item) => (
                  <tr key={item.id} className={item.overdue ? styles.overdue : undefined}>
                    <td>
                      <Link {...staffPage(lang, `${kind}/${item.id}`)}>{item.member.name}</Link>
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
                      {item.fromRegistration ? (
                        <span className={styles.muted}> · {LL.staffConsole.fromRegistration()}</span>
                      ) : null}
                      {item.documentsDueAt ? (
                        <div className={styles.muted}>
                          {LL.staffConsole.documentsDue({ date: dateOnly(item.documentsDueAt, lang) })}
                        </div>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : (
        <QueryStatus query={queue} />
      )}
      {queue.data?.more ? <p className={styles.muted}>{LL.staffConsole.moreItems()}</p> : null}
    </>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ClosingRequestItem } from '#contract/schemas/privacy'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { closingRequestsQuery } from '../api.ts'
import { DataTable } from './data-table.tsx'
import { dateOnly, dateTime } from './format-date-time.ts'
import { QueryStatus } from './query-status.tsx'
import styles from './staff.module.css'

/** Requests to close an account, on the members page: whose, how they came, when the account is erased, and where each stands. */
export function ClosingRequests() {
  const { LL, lang } = useI18n()
  const requests = useQuery(closingRequestsQuery)
  const state = (item: ClosingRequestItem) =>
    item.closedAt
      ? LL.staffConsole.closingDoneOn({ date: dateOnly(item.closedAt, lang) })
      : item.cancelledAt
        ? LL.staffConsole.closingCancelledOn({ date: dateOnly(item.cancelledAt, lang) })
        : LL.staffConsole.closingWaiting()
  return (
    <section id="closing-requests" aria-labelledby="closing-requests-heading">
      <h2 id="closing-requests-heading">{LL.staffConsole.closingTitle()}</h2>
      <p className={styles.muted}>{LL.staffConsole.closingIntro()}</p>
      {requests.data ? (
        requests.data.items.length === 0 ? (
          <p role="status">{LL.staffConsole.closingNone()}</p>
        ) : (
          <DataTable
            columns={[
              LL.staffConsole.closingMember(),
              LL.staffConsole.closingChannel(),
              LL.staffConsole.closingRequestedAt(),
              LL.staffConsole.closingDate(),
              LL.staffConsole.closingState(),
            ]}
          >
            {requests.data.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.memberId ? (
                    <Link to="/$lang/staff/members/$id" params={{ lang, id: item.memberId }}>
                      {item.clubMemberId}
                    </Link>
                  ) : (
                    item.clubMemberId
                  )}
                  <div className={styles.muted}>{item.name ?? LL.staffConsole.closingErased()}</div>
                </td>
                <td>{LL.staffConsole[`closingChannel_${item.channel}`]()}</td>
                <td>{dateTime(item.requestedAt, lang)}</td>
                <td>{dateOnly(item.closesAt, lang)}</td>
                <td>{state(item)}</td>
              </tr>
            ))}
          </DataTable>
        )
      ) : (
        <QueryStatus query={requests} />
      )}
    </section>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useI18n, useDocumentTitle } from '#client/i18n/i18n-context.tsx'
import { receiptEventsQuery } from '../api.ts'
import { QueryStatus } from './query-status.tsx'
import { ReceiptLinksForm } from './receipt-links-form.tsx'
import styles from './staff.module.css'
import { dateOnly, dateTime } from './format-date-time.ts'
import { DataTable } from './data-table.tsx'

/** Every event receipt links were issued for, newest first; an admin issues links for a new one here. */
export function ReceiptEvents({ admin }: { admin: boolean }) {
  const { LL, lang } = useI18n()
  useDocumentTitle(LL.staffConsole.receiptsTitle())
  const events = useQuery(receiptEventsQuery)
  return (
    <>
      <h1>{LL.staffConsole.receiptsTitle()}</h1>
      <div className={styles.stack}>
        {admin ? <ReceiptLinksForm /> : null}
        {events.data ? (
          events.data.events.length === 0 ? (
            <p role="status">{LL.staffConsole.noEvents()}</p>
          ) : (
            <DataTable
              columns={[
                LL.staffConsole.colEvent(),
                LL.staffConsole.colIssued(),
                LL.staffConsole.colLinks(),
                LL.staffConsole.colReceived(),
                LL.staffConsole.colLastReceipt(),
              ]}
            >
              {events.data.events.map((event) => (
                <tr key={event.event}>
                  <td>
                    <Link to="/$lang/staff/receipts" params={{ lang }} search={{ event: event.event }}>
                      {event.event}
                    </Link>
                  </td>
                  <td>{dateOnly(event.createdAt, lang)}</td>
                  <td>{event.links}</td>
                  <td>{event.received}</td>
                  <td>{event.lastReceivedAt ? dateTime(event.lastReceivedAt, lang) : ''}</td>
                </tr>
              ))}
            </DataTable>
          )
        ) : (
          <QueryStatus query={events} />
        )}
      </div>
    </>
  )
}

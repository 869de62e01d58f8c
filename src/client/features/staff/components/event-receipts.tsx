import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import { eventReceiptsQuery, receiptsCsvUrl } from '../api.ts'
import { QueryStatus } from './query-status.tsx'
import { ReceiptList } from './receipt-list.tsx'
import { Facts } from './facts.tsx'
import styles from './staff.module.css'
import { dateOnly } from './format-date-time.ts'

/** One event's receipts with their senders, and the CSV of them for a spreadsheet. */
export function EventReceipts({ event }: { event: string }) {
  const { LL, lang } = useI18n()
  useDocumentTitle(`${LL.staffConsole.receiptsTitle()}: ${event}`)
  const receipts = useQuery(eventReceiptsQuery(event))
  return (
    <>
      <p>
        <Link to="/$lang/staff/receipts" params={{ lang }}>
          ← {LL.staffConsole.backToEvents()}
        </Link>
      </p>
      <h1>
        {LL.staffConsole.receiptsTitle()}: {event}
      </h1>
      {receipts.data ? (
        <div className={styles.stack}>
          <Facts
            rows={[
              [LL.staffConsole.colIssued(), dateOnly(receipts.data.event.createdAt, lang)],
              [LL.staffConsole.colLinks(), String(receipts.data.event.links)],
              [LL.staffConsole.colReceived(), String(receipts.data.event.received)],
            ]}
          />
          <p>
            <a className={buttonClass('secondary')} href={receiptsCsvUrl(event, lang)} download>
              {LL.staffConsole.downloadCsv()}
            </a>
          </p>
          <ReceiptList receipts={receipts.data.receipts} show="sender" />
        </div>
      ) : (
        <QueryStatus query={receipts} />
      )}
    </>
  )
}

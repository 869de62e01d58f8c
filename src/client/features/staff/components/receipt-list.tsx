import { Link } from '@tanstack/react-router'
import type { StaffReceipt } from '#contract/schemas/staff-records'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { receiptFileUrl } from '../api.ts'
import styles from './staff.module.css'
import { dateTime } from './format-date-time.ts'
import { DataTable } from './data-table.tsx'

const kilobytes = (size: number) => Math.max(1, Math.round(size / 1024))

/**
 * Receipts with a thumbnail (opening the picture whole), when each came, and either its event
 * (on a member's page) or who sent it (on an event's page).
 */
export function ReceiptList({ receipts, show }: { receipts: readonly StaffReceipt[]; show: 'event' | 'sender' }) {
  const { LL, lang } = useI18n()
  if (receipts.length === 0) return <p role="status">{LL.staffConsole.noReceipts()}</p>
  return (
    <DataTable
      columns={[
        LL.staffConsole.colReceipt(),
        LL.staffConsole.colReceived(),
        show === 'event' ? LL.staffConsole.colEvent() : LL.staffConsole.colSender(),
        LL.staffConsole.colFile(),
      ]}
    >
      {receipts.map((receipt) => {
        const url = receiptFileUrl(receipt.id)
        return (
          <tr key={receipt.id}>
            <td>
              <a href={url} target="_blank" rel="noopener">
                <img
                  className={styles.thumbnail}
                  src={url}
                  alt={LL.staffConsole.receiptPicture({ name: receipt.name })}
                  loading="lazy"
                  width={72}
                  height={72}
                />
              </a>
            </td>
            <td>{dateTime(receipt.receivedAt, lang)}</td>
            <td>
              {show === 'event' ? (
                <Link to="/$lang/staff/receipts" params={{ lang }} search={{ event: receipt.event }}>
                  {receipt.event}
                </Link>
              ) : receipt.sender ? (
                <Link to="/$lang/staff/members/$id" params={{ lang, id: receipt.sender.id }}>
                  {receipt.sender.name} ({receipt.sender.clubMemberId})
                </Link>
              ) : (
                <span className={styles.muted}>{LL.staffConsole.notSignedIn()}</span>
              )}
            </td>
            <td>
              {receipt.name}
              <div className={styles.muted}>{LL.staffConsole.sizeKb({ size: kilobytes(receipt.size) })}</div>
            </td>
          </tr>
        )
      })}
    </DataTable>
  )
}

import type { Lang } from '#contract/languages'
import { eventFileStem } from '#contract/rules/staff-admin'
import type { StaffReceipt } from '#contract/schemas/staff-records'
import { translatorFor } from '#server/lib/server-messages.ts'

/** A cell quoted for CSV; one that a spreadsheet would read as a formula is kept as text. */
function cell(value: string | number): string {
  const text = String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

const hongKongTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** 2026-11-24 21:30, in Hong Kong. */
const localTime = (iso: string) => hongKongTime.format(new Date(iso)).replace(',', '')

/**
 * An event's receipts as CSV in the console's language: UTF-8 with a byte-order mark, so that
 * Excel shows Chinese names as they are, and CRLF line ends.
 */
export function receiptsCsv(receipts: readonly StaffReceipt[], lang: Lang): string {
  const csv = translatorFor(lang).server.csv
  const header = [csv.event(), csv.receivedAt(), csv.memberId(), csv.sender(), csv.file(), csv.size(), csv.link(), csv.receipt()]
  const rows = receipts.map((receipt) => [
    receipt.event,
    localTime(receipt.receivedAt),
    receipt.sender?.clubMemberId ?? '',
    receipt.sender?.name ?? '',
    receipt.name,
    receipt.size,
    receipt.linkId,
    receipt.id,
  ])
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}

/** A file name for the download, from the event's name. */
export const csvFileName = (event: string) => `receipts-${eventFileStem(event)}.csv`

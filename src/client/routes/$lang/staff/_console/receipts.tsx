import { createFileRoute } from '@tanstack/react-router'
import { EventReceipts } from '#client/features/staff/components/event-receipts.tsx'
import { ReceiptEvents } from '#client/features/staff/components/receipt-events.tsx'
import { useSignedInStaff } from '#client/features/staff/components/signed-in-staff.tsx'
import { receiptsSearch } from '#client/features/staff/search-params.ts'

/** The events receipt links were issued for, or one event's receipts. */
export const Route = createFileRoute('/$lang/staff/_console/receipts')({
  validateSearch: receiptsSearch,
  component: ReceiptsPage,
})

function ReceiptsPage() {
  const { event } = Route.useSearch()
  const staff = useSignedInStaff()
  return event ? <EventReceipts key={event} event={event} /> : <ReceiptEvents admin={staff.role === 'admin'} />
}

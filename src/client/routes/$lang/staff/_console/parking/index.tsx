import { createFileRoute } from '@tanstack/react-router'
import { ReviewQueue } from '#client/features/staff/components/review-queue.tsx'
import { queueSearch } from '#client/features/staff/search-params.ts'

export const Route = createFileRoute('/$lang/staff/_console/parking/')({
  validateSearch: queueSearch,
  component: ParkingQueuePage,
})

function ParkingQueuePage() {
  return <ReviewQueue kind="parking" search={Route.useSearch()} />
}

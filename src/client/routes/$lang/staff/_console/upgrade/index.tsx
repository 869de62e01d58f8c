import { createFileRoute } from '@tanstack/react-router'
import { ReviewQueue } from '#client/features/staff/components/review-queue.tsx'
import { queueSearch } from '#client/features/staff/search-params.ts'

export const Route = createFileRoute('/$lang/staff/_console/upgrade/')({
  validateSearch: queueSearch,
  component: UpgradeQueuePage,
})

function UpgradeQueuePage() {
  return <ReviewQueue kind="upgrade" search={Route.useSearch()} />
}

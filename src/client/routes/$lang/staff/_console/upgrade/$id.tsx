import { createFileRoute } from '@tanstack/react-router'
import { UpgradeReviewView } from '#client/features/staff/components/upgrade-review.tsx'

export const Route = createFileRoute('/$lang/staff/_console/upgrade/$id')({ component: UpgradeApplicationPage })

function UpgradeApplicationPage() {
  const { id } = Route.useParams()
  return <UpgradeReviewView key={id} id={id} />
}

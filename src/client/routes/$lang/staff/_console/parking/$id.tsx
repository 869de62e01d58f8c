import { createFileRoute } from '@tanstack/react-router'
import { ParkingReviewView } from '#client/features/staff/components/parking-review.tsx'

export const Route = createFileRoute('/$lang/staff/_console/parking/$id')({ component: ParkingApplicationPage })

function ParkingApplicationPage() {
  const { id } = Route.useParams()
  return <ParkingReviewView key={id} id={id} />
}

import { createFileRoute } from '@tanstack/react-router'
import { ParkingChangeReviewView } from '#client/features/staff/components/parking-change-review.tsx'

export const Route = createFileRoute('/$lang/staff/_console/parking/changes/$id')({ component: ParkingChangePage })

function ParkingChangePage() {
  const { id } = Route.useParams()
  return <ParkingChangeReviewView key={id} id={id} />
}

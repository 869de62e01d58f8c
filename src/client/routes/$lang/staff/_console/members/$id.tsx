import { createFileRoute } from '@tanstack/react-router'
import { MemberRecordView } from '#client/features/staff/components/member-record.tsx'

export const Route = createFileRoute('/$lang/staff/_console/members/$id')({ component: MemberPage })

function MemberPage() {
  const { id } = Route.useParams()
  return <MemberRecordView key={id} id={id} />
}

import { createFileRoute } from '@tanstack/react-router'
import { ClosingRequests } from '#client/features/staff/components/closing-requests.tsx'
import { MemberSearch } from '#client/features/staff/components/member-search.tsx'
import { memberSearch } from '#client/features/staff/search-params.ts'

export const Route = createFileRoute('/$lang/staff/_console/members/')({
  validateSearch: memberSearch,
  component: MembersPage,
})

function MembersPage() {
  const { q = '' } = Route.useSearch()
  return (
    <>
      <MemberSearch key={q} q={q} />
      <ClosingRequests />
    </>
  )
}

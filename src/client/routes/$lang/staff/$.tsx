import { createFileRoute } from '@tanstack/react-router'
import { StaffConsole } from '#client/features/staff/components/staff-console.tsx'
import type { StaffSearch } from '#client/features/staff/search-params.ts'

/**
 * The staff console under /{lang}/staff/…: one route whose page (code-split) reads the rest of
 * the path, so the member pages' route table carries no more than this entry.
 */
export const Route = createFileRoute('/$lang/staff/$')({
  // The page reads the filters with the rules of search-params.ts; the table only types them.
  validateSearch: (search: Record<string, unknown>) => search as StaffSearch,
  component: Console,
})

function Console() {
  return <StaffConsole path={Route.useParams()._splat ?? ''} search={Route.useSearch()} />
}

import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { InfoPage } from '#client/features/info-pages/components/info-page.tsx'
import { loadInfoPages } from '#client/features/info-pages/info-page-content.ts'

/** Shared information page (both logged in and out), its text in the page's language. */
export const Route = createFileRoute('/$lang/different-membership-types')({
  loader: ({ context }) => loadInfoPages(context.lang),
  component: DifferentMembershipTypesPage,
})

// Read through the route's API, so the page's code-split chunk does not pull the route definition in with it.
const routeApi = getRouteApi('/$lang/different-membership-types')

function DifferentMembershipTypesPage() {
  return <InfoPage slug="different-membership-types" pages={routeApi.useLoaderData()} />
}

import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { InfoPage } from '#client/features/info-pages/components/info-page.tsx'
import { loadInfoPages } from '#client/features/info-pages/info-page-content.ts'

/** Shared information page (both logged in and out), its text in the page's language. */
export const Route = createFileRoute('/$lang/explanation-privilege-membership')({
  loader: ({ context }) => loadInfoPages(context.lang),
  component: ExplanationPrivilegeMembershipPage,
})

// Read through the route's API, so the page's code-split chunk does not pull the route definition in with it.
const routeApi = getRouteApi('/$lang/explanation-privilege-membership')

function ExplanationPrivilegeMembershipPage() {
  return <InfoPage slug="explanation-privilege-membership" pages={routeApi.useLoaderData()} />
}

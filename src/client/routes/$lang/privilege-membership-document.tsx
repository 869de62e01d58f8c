import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { InfoPage } from '#client/features/info-pages/components/info-page.tsx'
import { loadInfoPages } from '#client/features/info-pages/info-page-content.ts'

/** Shared information page (both logged in and out), its text in the page's language. */
export const Route = createFileRoute('/$lang/privilege-membership-document')({
  loader: ({ context }) => loadInfoPages(context.lang),
  component: PrivilegeMembershipDocumentPage,
})

// Read through the route's API, so the page's code-split chunk does not pull the route definition in with it.
const routeApi = getRouteApi('/$lang/privilege-membership-document')

function PrivilegeMembershipDocumentPage() {
  return <InfoPage slug="privilege-membership-document" pages={routeApi.useLoaderData()} />
}

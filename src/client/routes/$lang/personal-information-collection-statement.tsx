import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { InfoPage } from '#client/features/info-pages/components/info-page.tsx'
import { loadInfoPages } from '#client/features/info-pages/info-page-content.ts'

/** Shared information page (both logged in and out), its text in the page's language. */
export const Route = createFileRoute('/$lang/personal-information-collection-statement')({
  loader: ({ context }) => loadInfoPages(context.lang),
  component: PersonalInformationCollectionStatementPage,
})

// Read through the route's API, so the page's code-split chunk does not pull the route definition in with it.
const routeApi = getRouteApi('/$lang/personal-information-collection-statement')

function PersonalInformationCollectionStatementPage() {
  return <InfoPage slug="personal-information-collection-statement" pages={routeApi.useLoaderData()} />
}

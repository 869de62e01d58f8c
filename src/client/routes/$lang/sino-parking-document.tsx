import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { InfoPage } from '#client/features/info-pages/components/info-page.tsx'
import { loadInfoPages } from '#client/features/info-pages/info-page-content.ts'

/** Shared information page (both logged in and out), its text in the page's language. */
export const Route = createFileRoute('/$lang/sino-parking-document')({
  loader: ({ context }) => loadInfoPages(context.lang),
  component: SinoParkingDocumentPage,
})

// Read through the route's API, so the page's code-split chunk does not pull the route definition in with it.
const routeApi = getRouteApi('/$lang/sino-parking-document')

function SinoParkingDocumentPage() {
  return <InfoPage slug="sino-parking-document" pages={routeApi.useLoaderData()} />
}

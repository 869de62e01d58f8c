import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../features/info-pages/components/info-page.tsx'
import { loadInfoPages } from '../../features/info-pages/info-page-content.ts'

/** Shared information page (both logged in and out), its text in the page's language. */
export const Route = createFileRoute('/$lang/sino-parking-document')({
  loader: ({ context }) => loadInfoPages(context.lang),
  component: SinoParkingDocumentPage,
})

function SinoParkingDocumentPage() {
  return <InfoPage slug="sino-parking-document" pages={Route.useLoaderData()} />
}

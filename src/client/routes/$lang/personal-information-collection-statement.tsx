import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../features/info-pages/components/info-page.tsx'
import { loadInfoPages } from '../../features/info-pages/info-page-content.ts'

/** Shared information page (both logged in and out), its text in the page's language. */
export const Route = createFileRoute('/$lang/personal-information-collection-statement')({
  loader: ({ context }) => loadInfoPages(context.lang),
  component: PersonalInformationCollectionStatementPage,
})

function PersonalInformationCollectionStatementPage() {
  return <InfoPage slug="personal-information-collection-statement" pages={Route.useLoaderData()} />
}

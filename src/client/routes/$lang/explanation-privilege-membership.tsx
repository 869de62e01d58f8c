import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../features/info-pages/components/info-page.tsx'
import { loadInfoPages } from '../../features/info-pages/info-page-content.ts'

/** Shared information page (both logged in and out), its text in the page's language. */
export const Route = createFileRoute('/$lang/explanation-privilege-membership')({
  loader: ({ context }) => loadInfoPages(context.lang),
  component: ExplanationPrivilegeMembershipPage,
})

function ExplanationPrivilegeMembershipPage() {
  return <InfoPage slug="explanation-privilege-membership" pages={Route.useLoaderData()} />
}

import { createFileRoute } from '@tanstack/react-router'
import { LegacyNotice } from '#client/features/legacy-notice/components/legacy-notice.tsx'

/** Shared route: the new portal announced over the group's club site, without the portal's header and footer. */
export const Route = createFileRoute('/$lang/landing')({
  component: LandingPage,
})

function LandingPage() {
  return <LegacyNotice kind="landing" />
}

import { createFileRoute, Outlet } from '@tanstack/react-router'
import { isLang } from '#contract/languages'
import { sessionQuery } from '../features/auth/api.ts'
import { SessionExpiredDialog } from '../features/auth/components/session-expired-dialog.tsx'
import { PageFrame } from '../features/page-frame/components/page-frame.tsx'
import { I18nProvider, loadLang } from '../i18n/i18n-context.tsx'
import { Toaster } from '../ui/toast.tsx'

/** Every page lives under /{lang}/ with lang one of en, tc, sc; the session check picks the route set. */
export const Route = createFileRoute('/$lang')({
  params: {
    parse: ({ lang }) => (isLang(lang) ? { lang } : false),
    stringify: ({ lang }) => ({ lang }),
  },
  beforeLoad: async ({ context }) => ({ auth: await context.queryClient.ensureQueryData(sessionQuery) }),
  loader: ({ params }) => loadLang(params.lang),
  component: LangLayout,
})

function LangLayout() {
  const { lang } = Route.useParams()
  const { auth } = Route.useRouteContext()
  return (
    <I18nProvider lang={lang}>
      <PageFrame loggedIn={auth.loggedIn}>
        <Outlet />
      </PageFrame>
      <Toaster />
      <SessionExpiredDialog />
    </I18nProvider>
  )
}

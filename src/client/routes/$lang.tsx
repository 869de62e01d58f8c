import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { isLang, resolveLang } from '#contract/languages'
import { storedLang } from '../api/session.ts'
import { sessionQuery } from '../features/auth/api.ts'
import { SessionExpiredDialog } from '../features/auth/components/session-expired-dialog.tsx'
import { PageFrame } from '../features/page-frame/components/page-frame.tsx'
import { I18nProvider, loadLang } from '../i18n/i18n-context.tsx'
import { UpdatePrompt } from '../pwa/update-prompt.tsx'
import { Toaster } from '../ui/toast.tsx'

/**
 * Every page lives under /{lang}/ with lang one of en, tc, sc; any other first segment
 * goes to the login page in the stored language. The session check picks the route set.
 */
export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ context, params }) => {
    if (!isLang(params.lang)) {
      throw redirect({ to: '/$lang/Login', params: { lang: resolveLang('/', storedLang()) }, replace: true })
    }
    return { lang: params.lang, auth: await context.queryClient.ensureQueryData(sessionQuery) }
  },
  loader: ({ context }) => loadLang(context.lang),
  component: LangLayout,
})

function LangLayout() {
  const { lang, auth } = Route.useRouteContext()
  return (
    <I18nProvider lang={lang}>
      <PageFrame loggedIn={auth.loggedIn}>
        <Outlet />
      </PageFrame>
      <Toaster />
      <SessionExpiredDialog />
      <UpdatePrompt />
    </I18nProvider>
  )
}

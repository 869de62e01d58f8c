import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isLang, resolveLang } from '#contract/languages'
import { loadedQueryClient, loadQueryClient } from '../api/query-client-on-demand.ts'
import { getToken, storedLang } from '../api/session.ts'
import { sessionQuery, type SessionState } from '../features/auth/api.ts'
import { SessionExpiredDialog } from '../features/auth/components/session-expired-dialog.tsx'
import { infoPageSlugs } from '../features/info-pages/info-page-content.ts'
import { PageFrame } from '../features/page-frame/components/page-frame.tsx'
import { I18nProvider, loadLang, loadTexts, type TextSet } from '../i18n/i18n-context.tsx'
import { UpdatePrompt } from '../pwa/update-prompt.tsx'
import { BottomDock } from '../ui/bottom-dock.tsx'
import { Toaster } from '../ui/toast.tsx'

/**
 * Every page lives under /{lang}/ with lang one of en, tc, sc; any other first segment
 * goes to the login page in the stored language. The session check picks the route set.
 */
export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params, location }) => {
    if (!isLang(params.lang)) {
      throw redirect({ to: '/$lang/Login', params: { lang: resolveLang('/', storedLang()) }, replace: true })
    }
    // Runs on every navigation: any page past the login page waits for its texts.
    const texts: TextSet = staffPath.test(location.pathname) ? 'staff' : basePath.test(location.pathname) ? 'base' : 'pages'
    // A visitor on a page anyone may open first has no session to check and needs no query: their
    // first load goes without the query client, which comes with the first page that does.
    const visiting = texts === 'base' && !getToken()
    const [queryClient] = await Promise.all([visiting ? loadedQueryClient() : loadQueryClient(), loadTexts(params.lang, texts)])
    const auth = visiting || !queryClient ? noSession : await queryClient.ensureQueryData(sessionQuery)
    return { lang: params.lang, auth, texts, queryClient }
  },
  loader: ({ context }) => loadLang(context.lang),
  component: LangLayout,
})

/**
 * The pages anyone may open first, the login page and the information pages, and the paths that
 * only redirect (to the login page or the profile) need no page texts: their first load goes without.
 */
const basePath = new RegExp(`^/[a-z]{2}/(Login|${infoPageSlugs.join('|')})?/?$`, 'i')
/** The staff console: its own texts and frame, none of the member pages'. */
const staffPath = /^\/[a-z]{2}\/staff(\/|$)/i

const noSession: SessionState = { loggedIn: false }

/**
 * The pages' queries, once the query client is loaded. It comes with a move to a page that
 * needs it, whose page is mounted anew anyway, and stays for the pages after.
 */
function QueryLayer({ client, children }: { client: QueryClient | undefined; children: ReactNode }) {
  return client ? <QueryClientProvider client={client}>{children}</QueryClientProvider> : children
}

function LangLayout() {
  const { lang, auth, texts, queryClient } = Route.useRouteContext()
  if (texts === 'staff') {
    return (
      <I18nProvider lang={lang} texts={texts}>
        <QueryLayer client={queryClient}>
          <Outlet />
        </QueryLayer>
        <BottomDock>
          <Toaster />
        </BottomDock>
      </I18nProvider>
    )
  }
  return (
    <I18nProvider lang={lang} texts={texts}>
      <PageFrame loggedIn={auth.loggedIn}>
        <QueryLayer client={queryClient}>
          <Outlet />
        </QueryLayer>
      </PageFrame>
      <SessionExpiredDialog />
      <BottomDock>
        <Toaster />
        <UpdatePrompt />
      </BottomDock>
    </I18nProvider>
  )
}

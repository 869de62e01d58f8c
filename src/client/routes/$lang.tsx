import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { isLang, resolveLang } from '#contract/languages'
import { storedLang } from '../api/session.ts'
import { sessionQuery } from '../features/auth/api.ts'
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
  beforeLoad: async ({ context, params, location }) => {
    if (!isLang(params.lang)) {
      throw redirect({ to: '/$lang/Login', params: { lang: resolveLang('/', storedLang()) }, replace: true })
    }
    // Runs on every navigation: any page past the login page waits for its texts.
    const texts: TextSet = staffPath.test(location.pathname) ? 'staff' : basePath.test(location.pathname) ? 'base' : 'pages'
    await loadTexts(params.lang, texts)
    return { lang: params.lang, auth: await context.queryClient.ensureQueryData(sessionQuery), texts }
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

function LangLayout() {
  const { lang, auth, texts } = Route.useRouteContext()
  if (texts === 'staff') {
    return (
      <I18nProvider lang={lang} texts={texts}>
        <Outlet />
        <BottomDock>
          <Toaster />
        </BottomDock>
      </I18nProvider>
    )
  }
  return (
    <I18nProvider lang={lang} texts={texts}>
      <PageFrame loggedIn={auth.loggedIn}>
        <Outlet />
      </PageFrame>
      <SessionExpiredDialog />
      <BottomDock>
        <Toaster />
        <UpdatePrompt />
      </BottomDock>
    </I18nProvider>
  )
}

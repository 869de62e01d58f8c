import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { loadQueryClient } from './api/query-client-on-demand.ts'
import { getToken } from './api/session.ts'
import { sessionQuery } from './features/auth/api.ts'
import type { Move } from './lib/focus-on-navigation.ts'
import { outboxPendingKey } from './offline/upload-outbox/outbox-names.ts'
import { registerServiceWorker } from './pwa/register-service-worker.ts'
import { createAppRouter } from './router.tsx'
import './styles/global.css'

/** The device's copy first: a cold start with no network opens straight on the card. */
async function render() {
  const router = createAppRouter()
  // Fetched at the first move to another page: the first load goes without it.
  const stop = router.subscribe('onBeforeNavigate', (event) => {
    if (!event.fromLocation || !event.pathChanged) return
    stop()
    const move: Move = { path: event.toLocation.pathname, at: performance.now(), focused: document.activeElement }
    void import('./lib/focus-on-navigation.ts').then(({ focusOnNavigation }) => focusOnNavigation(router, move))
  })
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  const container = document.getElementById('root')!
  // A public page may come rendered ahead, as a visitor who is not logged in first sees it: it
  // shows at once. React takes it over in one commit once the route and its texts are
  // loaded, so that its first render is the whole page and nothing blinks in between.
  if (container.hasChildNodes() && !getToken()) {
    await router.load()
    // As a transition the first render comes in slices with the browser free between them,
    // not as one long task, while the page rendered ahead stays in view until it is done.
    startTransition(() => createRoot(container).render(app))
    return
  }
  container.replaceChildren()
  createRoot(container).render(app)
}

/**
 * The device keeps a member's card and lists, and only while they are logged in (a logout
 * deletes the copy). A visitor has nothing kept, so their first load goes without the copy and
 * the code that keeps it (nor the query client: the first page that needs it fetches it); logging
 * in reloads the page, which then starts with a session.
 */
async function restoreDeviceCopy(): Promise<void> {
  if (!getToken()) return
  try {
    const [{ startMemberPage }, queryClient] = await Promise.all([import('./member-start.ts'), loadQueryClient()])
    await startMemberPage(queryClient)
  } catch {
    // The portal opens without the copy rather than not at all.
  }
}

// A member's page asks the server first: on a line that opens and never answers, the wait
// that tells the page so runs while the device's copy is restored, not after it.
if (getToken()) void loadQueryClient().then((queryClient) => queryClient.prefetchQuery(sessionQuery))
void restoreDeviceCopy().then(render)
registerServiceWorker()

// Uploads left waiting by an earlier visit resume now; the outbox code loads only then.
if (hasPendingUploads()) void import('./offline/upload-outbox/page-outbox.ts').then(({ startOutbox }) => startOutbox())

function hasPendingUploads(): boolean {
  try {
    return localStorage.getItem(outboxPendingKey) !== null
  } catch {
    return false
  }
}

import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from './api/query-client.ts'
import { keepQueriesOnDevice } from './offline/keep-queries-on-device.ts'
import { outboxPendingKey } from './offline/upload-outbox/outbox-names.ts'
import { registerServiceWorker } from './pwa/register-service-worker.ts'
import { createAppRouter } from './router.tsx'
import './styles/global.css'

const queryClient = createQueryClient()

/** The device's copy first: a cold start with no network opens straight on the card. */
function render() {
  const router = createAppRouter(queryClient)
  // Fetched at the first move to another page: the first load goes without it.
  const stop = router.subscribe('onBeforeNavigate', (event) => {
    if (!event.fromLocation || !event.pathChanged) return
    stop()
    void import('./lib/focus-on-navigation.ts').then(({ focusOnNavigation }) =>
      focusOnNavigation(router, event.toLocation.pathname),
    )
  })
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

void keepQueriesOnDevice(queryClient).then(render)
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

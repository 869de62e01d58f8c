import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from './api/query-client.ts'
import { keepQueriesOnDevice } from './offline/keep-queries-on-device.ts'
import { registerServiceWorker } from './pwa/register-service-worker.ts'
import { createAppRouter } from './router.tsx'
import './styles/global.css'

const queryClient = createQueryClient()

/** The device's copy first: a cold start with no network opens straight on the card. */
function render() {
  const router = createAppRouter(queryClient)
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

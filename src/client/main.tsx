import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from './api/query-client.ts'
import { keepQueriesOnDevice, OfflineQueryProvider } from './offline/offline-query-provider.tsx'
import { registerServiceWorker } from './pwa/register-service-worker.ts'
import { createAppRouter } from './router.tsx'
import './styles/global.css'

const queryClient = createQueryClient()
keepQueriesOnDevice(queryClient)
const router = createAppRouter(queryClient)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OfflineQueryProvider client={queryClient}>
      <RouterProvider router={router} />
    </OfflineQueryProvider>
  </StrictMode>,
)

registerServiceWorker()

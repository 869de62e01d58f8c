import type { QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import type { ReactNode } from 'react'
import { onMemberDataCleanup } from '../api/session.ts'
import { createQueryPersister, forgetMemberData, persistOptions } from './query-persister.ts'

const persister = createQueryPersister()
const options = persistOptions(persister)

/** Wires the device's copy of the chosen queries to a query client, and its removal to logout. */
export function keepQueriesOnDevice(queryClient: QueryClient): void {
  onMemberDataCleanup(() => forgetMemberData(queryClient, persister))
}

/** The query client, first filled from the device's copy (the card shows offline), then kept in step with it. */
export function OfflineQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <PersistQueryClientProvider client={client} persistOptions={options}>
      {children}
    </PersistQueryClientProvider>
  )
}

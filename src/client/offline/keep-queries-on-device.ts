import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClient } from '@tanstack/react-query-persist-client'
import { onMemberDataCleanup } from '../api/session.ts'
import { removeFormDrafts } from './form-drafts/draft-names.ts'
import { createQueryPersister, forgetMemberData, persistOptions } from './query-persister.ts'

/** A device whose storage does not answer must not keep the portal from opening. */
const restoreWaitMs = 1500

/**
 * Fills the query client from the device's copy, then keeps that copy in step with it, and
 * removes the member's part at logout (with the drafts of their forms and their documents
 * waiting to be sent). Resolves once the copy is in the client (or after a short wait), so
 * the first screen of a cold start offline is already the card.
 */
export async function keepQueriesOnDevice(queryClient: QueryClient): Promise<void> {
  const persister = createQueryPersister()
  onMemberDataCleanup(() => forgetMemberData(queryClient, persister))
  onMemberDataCleanup(removeFormDrafts)
  // Loaded only at logout: the outbox's code stays out of the first load.
  onMemberDataCleanup(async () => (await import('./upload-outbox/forget-member-documents.ts')).forgetMemberDocuments())
  const [, restored] = persistQueryClient({ queryClient, ...persistOptions(persister) })
  await Promise.race([restored, new Promise((resolve) => setTimeout(resolve, restoreWaitMs))])
}

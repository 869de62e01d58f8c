import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClient } from '@tanstack/react-query-persist-client'
import { onMemberDataCleanup } from '../api/session.ts'
import { removeFormDrafts } from './form-drafts/draft-names.ts'
import { cacheBuster, cardQueryKey, persistedMaxAgeMs } from './persisted-queries.ts'
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
  onMemberDataCleanup(async () => writeStorage(null))
  const [, restored] = persistQueryClient({ queryClient, ...persistOptions(persister) })
  await Promise.race([restored.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, restoreWaitMs))])
  restoreCardCopy(queryClient)
  keepCardCopy(queryClient)
}

/**
 * The card (the member's profile) is also kept in local storage, written the moment it arrives:
 * it is there even when the page is left within a second (the copy in IndexedDB is written a
 * moment later), and readable when IndexedDB does not answer (a connection the back/forward
 * cache broke, a store that hangs). It is small.
 */
const cardCopyKey = 'club-portal-card'

interface CardCopy {
  buster: string
  data: unknown
  updatedAt: number
}

function writeStorage(copy: CardCopy | null): void {
  try {
    if (copy === null) localStorage.removeItem(cardCopyKey)
    else localStorage.setItem(cardCopyKey, JSON.stringify(copy))
  } catch {
    // Storage refused or full: the copy in IndexedDB is still there.
  }
}

function keepCardCopy(queryClient: QueryClient): void {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryKey[0] !== cardQueryKey[0]) return
    const { data, dataUpdatedAt } = event.query.state
    if (data !== undefined) writeStorage({ buster: cacheBuster, data, updatedAt: dataUpdatedAt })
  })
}

/** The card from local storage when IndexedDB gave none (or a newer one than it gave). */
function restoreCardCopy(queryClient: QueryClient): void {
  let copy: CardCopy | null = null
  try {
    copy = JSON.parse(localStorage.getItem(cardCopyKey) ?? 'null') as CardCopy | null
  } catch {
    return
  }
  if (copy?.buster !== cacheBuster || Date.now() - copy.updatedAt > persistedMaxAgeMs) return
  if ((queryClient.getQueryState(cardQueryKey)?.dataUpdatedAt ?? 0) >= copy.updatedAt) return
  queryClient.setQueryData(cardQueryKey, copy.data, { updatedAt: copy.updatedAt })
}

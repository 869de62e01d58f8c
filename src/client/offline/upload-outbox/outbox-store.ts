import { promisifyRequest, set, values, type UseStore } from 'idb-keyval'
import { closableStore } from '../closable-store.ts'
import { readKeptItem } from './outbox-endpoints.ts'
import type { OutboxItem } from './outbox-machine.ts'

/**
 * Queued uploads in IndexedDB (files included, as their bytes), in a database of their own so
 * that clearing other caches never drops them. The page and the service worker share it.
 */
export interface OutboxStore {
  list(): Promise<OutboxItem[]>
  add(item: OutboxItem): Promise<void>
  /**
   * Reads and writes one item in one transaction: `change` returns the new item, null to
   * delete it, or undefined to leave it as it is. Answers what the item is afterwards.
   */
  change(id: string, change: (item: OutboxItem | undefined) => OutboxItem | null | undefined): Promise<OutboxItem | undefined>
}

let idbStore: UseStore | undefined
const itemsStore = (): UseStore => (idbStore ??= closableStore('club-upload-outbox', 'items'))

export const indexedDbOutboxStore: OutboxStore = {
  list: async () => (await values<OutboxItem>(itemsStore())).map(readKeptItem),
  add: (item) => set(item.id, item, itemsStore()),
  change: (id, change) =>
    itemsStore()('readwrite', async (store) => {
      const kept = await promisifyRequest<OutboxItem | undefined>(store.get(id))
      const current = kept && readKeptItem(kept)
      const next = change(current)
      if (next === undefined) return current
      // Written in the same transaction as the read, so a cancel and a send cannot cross.
      if (next === null) store.delete(id)
      else store.put(next, id)
      await promisifyRequest(store.transaction)
      return next ?? undefined
    }),
}

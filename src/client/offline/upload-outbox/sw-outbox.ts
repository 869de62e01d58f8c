import { outboxSyncTag } from './outbox-names.ts'
import { replayOutbox } from './outbox-runner.ts'
import { indexedDbOutboxStore } from './outbox-store.ts'
import { sendUpload } from './send-upload.ts'

/** The parts of a Background Sync event the service worker uses (typed here: TypeScript's libs lack it). */
export interface SyncEventLike {
  tag: string
  waitUntil(work: Promise<unknown>): void
}

/**
 * The service worker's half of the outbox: a sync event replays the queue itself, so uploads
 * leave even when no page is open. Uploads still waiting afterwards fail the event, which
 * makes the browser fire it again later with its own back-off.
 */
export function handleOutboxSync(event: SyncEventLike): void {
  if (event.tag !== outboxSyncTag) return
  event.waitUntil(
    // The browser fires sync once it sees a network, and spaces out its own retries.
    replayOutbox(
      { store: indexedDbOutboxStore, send: (item) => sendUpload(item), now: () => Date.now() },
      { skipBackoff: true },
    ).then((report) => {
      if (report.waiting > 0) throw new Error(`${report.waiting} uploads still waiting`)
    }),
  )
}

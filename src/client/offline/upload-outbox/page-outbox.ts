import {
  canRemove,
  newOutboxItem,
  nextWakeAt,
  retryFailed,
  sendNow,
  type OutboxItem,
  type UploadKind,
  type UploadRequest,
} from './outbox-machine.ts'
import { listenToOutbox, postOutboxEvent } from './outbox-events.ts'
import { outboxPendingKey, outboxSyncTag } from './outbox-names.ts'
import { replayOutbox, type ReplayOptions, type ReplayReport } from './outbox-runner.ts'
import { indexedDbOutboxStore as store } from './outbox-store.ts'
import { sendUpload } from './send-upload.ts'

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> }
}

let started = false
let timer: ReturnType<typeof setTimeout> | undefined
let running: Promise<ReplayReport> | undefined
let again = false
let skipBackoffNext = false

function takeOptions(): ReplayOptions {
  const options = { skipBackoff: skipBackoffNext }
  skipBackoffNext = false
  return options
}

const env = { store, send: (item: OutboxItem) => sendUpload(item), now: () => Date.now() }

/** Tells the next start of the app (see main.tsx) whether the outbox needs it. */
function rememberPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(outboxPendingKey, '1')
    else localStorage.removeItem(outboxPendingKey)
  } catch {
    // Storage refused: the service worker's sync and the upload pages still start the outbox.
  }
}

/** Background Sync where the browser has it: the service worker replays even after the tab is gone. */
async function registerSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & SyncRegistration
    await registration.sync?.register(outboxSyncTag)
  } catch {
    // No Background Sync (or refused): reconnect, visibility and the next start cover it.
  }
}

async function schedule(): Promise<void> {
  const items = await store.list().catch(() => [])
  rememberPending(items.some((item) => item.state !== 'failed'))
  clearTimeout(timer)
  const wake = nextWakeAt(items)
  if (wake === undefined) return
  void registerSync()
  timer = setTimeout(() => void flushOutbox(), Math.max(0, wake - Date.now()))
}

/**
 * Sends what is due (with `skipBackoff`, everything waiting); calls made while a replay runs
 * are folded into one more replay after it. A device whose storage fails has nothing to send:
 * the replay then reports nothing, and never rejects.
 */
export function flushOutbox(options: ReplayOptions = {}): Promise<ReplayReport> {
  if (options.skipBackoff) skipBackoffNext = true
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    try {
      let report = await replayOutbox(env, takeOptions())
      while (again) {
        again = false
        const next = await replayOutbox(env, takeOptions())
        report = { delivered: [...report.delivered, ...next.delivered], waiting: next.waiting }
      }
      return report
    } catch {
      return { delivered: [], waiting: 0 }
    } finally {
      running = undefined
      await schedule()
    }
  })()
  return running
}

/** Starts the outbox in this page: at start and on reconnect (past any back-off), when the page is shown again, and on its timer. */
export function startOutbox(): void {
  if (started) return
  started = true
  window.addEventListener('online', () => void flushOutbox({ skipBackoff: true }))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flushOutbox()
  })
  // Sends made by the service worker or another tab move this page's timer too.
  listenToOutbox(() => void schedule())
  void flushOutbox({ skipBackoff: true })
}

/**
 * Queues an upload, kept on the device from this moment; {@link flushOutbox} sends it. A file
 * tried before (a document chosen in a form) keeps the key it was tried with, and is queued
 * once: queued again, the item already kept stays (a failed one waits again). Rejects when the
 * device keeps nothing (no IndexedDB, storage full or refused): the caller sends directly.
 */
export async function enqueueUpload(input: {
  kind: UploadKind
  request: UploadRequest
  file: File
  idempotencyKey?: string
}): Promise<OutboxItem> {
  startOutbox()
  const queued = input.idempotencyKey && (await store.list()).find((item) => item.idempotencyKey === input.idempotencyKey)
  if (queued) {
    const again = await store.change(queued.id, (item) => item && retryFailed(item, Date.now()))
    postOutboxEvent({ type: 'changed' })
    return again ?? queued
  }
  const item = newOutboxItem({
    id: crypto.randomUUID(),
    kind: input.kind,
    request: input.request,
    content: { bytes: await input.file.arrayBuffer(), type: input.file.type },
    fileName: input.file.name,
    idempotencyKey: input.idempotencyKey ?? crypto.randomUUID(),
    now: Date.now(),
  })
  // Marked before the item is kept: a browser closed at any moment after this starts the outbox next time.
  rememberPending(true)
  await store.add(item)
  postOutboxEvent({ type: 'changed' })
  return item
}

/** One upload as the device keeps it (undefined once it left); rejects when the storage cannot be read. */
export const findInOutbox = async (id: string): Promise<OutboxItem | undefined> =>
  (await store.list()).find((item) => item.id === id)

/** What waits on the device; nothing when its storage cannot be read. */
export const listOutbox = (): Promise<OutboxItem[]> => store.list().catch(() => [])

/** Cancels a waiting upload or clears a failed one from the list. */
export async function removeFromOutbox(id: string): Promise<void> {
  await store.change(id, (item) => (item && canRemove(item) ? null : undefined)).catch(() => undefined)
  postOutboxEvent({ type: 'changed' })
  await schedule()
}

export async function sendOutboxItemNow(id: string): Promise<void> {
  await store.change(id, (item) => item && sendNow(item, Date.now())).catch(() => undefined)
  await flushOutbox()
}

export { listenToOutbox }

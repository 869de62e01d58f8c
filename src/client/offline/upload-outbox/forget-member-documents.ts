import { postOutboxEvent } from './outbox-events.ts'
import { canRemove, type UploadKind } from './outbox-machine.ts'
import { indexedDbOutboxStore as store } from './outbox-store.ts'

/**
 * Logout: a member's documents still waiting to be sent leave the device, with the session
 * they carry, so the next person on it neither sees nor sends them. Receipts need no login
 * and stay.
 */
export async function forgetMemberDocuments(): Promise<void> {
  for (const item of await store.list()) {
    if (item.kind !== 'receipt') await store.change(item.id, () => null)
  }
  postOutboxEvent({ type: 'changed' })
}

/** The names of a member's documents that would still be sent, and that a logout now would delete. */
export async function unsentMemberDocuments(): Promise<string[]> {
  return (await store.list()).filter((item) => item.kind !== 'receipt' && item.state !== 'failed').map((item) => item.fileName)
}

/**
 * Documents of one kind still waiting on this device, when nothing expects them any more (their
 * application or change was withdrawn); one on its way right now is left to finish.
 */
export async function forgetDocuments(kind: UploadKind): Promise<void> {
  for (const item of await store.list()) {
    if (item.kind === kind) await store.change(item.id, (current) => (current && canRemove(current) ? null : undefined))
  }
  postOutboxEvent({ type: 'changed' })
}

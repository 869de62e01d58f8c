/**
 * The upload outbox as a pure state machine: what happens to a queued upload when it is
 * sent, answered, cancelled or found half-sent. No IndexedDB, no fetch, no clock of its
 * own: the caller passes `now`, so every rule can be tested by itself.
 *
 *   waiting ──start──▶ sending ──delivered──▶ (removed)
 *      ▲                 │  └──rejected──▶ failed (kept and shown until the member removes it)
 *      └──retryable──────┘  (back-off before the next try; a file uploaded but not yet
 *                            attached keeps its id, so the next try only attaches it)
 */

import type { QueryIn } from '#contract/endpoint'
import type { receiptEndpoints } from '#contract/endpoints/receipt'
import type { ParkingDocumentsRequest } from '#contract/schemas/parking'
import type { UpgradeDocumentsRequest } from '#contract/schemas/upgrade'

/** What kind of document an upload is; the kind picks the wording, never the rules here. */
export type UploadKind = 'receipt' | 'parking-document' | 'upgrade-document'

export type OutboxState = 'waiting' | 'sending' | 'failed'

/**
 * A document for an application: once uploaded, its id goes to the application's attaching
 * call as `{ [field]: [id] }`, and only then has the upload arrived.
 */
export type DocumentAttachment =
  | { endpoint: 'attachParkingDocuments'; field: keyof ParkingDocumentsRequest }
  | { endpoint: 'updateUpgradeFormForDocument'; field: keyof UpgradeDocumentsRequest }

/**
 * Where and how an upload goes, by the names of its endpoint entries and their typed input:
 * everything the page or the service worker needs to send it.
 */
export type UploadRequest = {
  /** Sent with every try (page language, and a session for kinds that need one). */
  headers: Record<string, string>
} & (
  | { endpoint: 'uploadReceipt'; query: QueryIn<typeof receiptEndpoints.uploadReceipt> }
  | { endpoint: 'uploadImage'; attach: DocumentAttachment }
)

export interface OutboxFailure {
  /** The server's return code, when it answered. */
  returnCode: number | undefined
  /** The server's message, in the language the upload was made in. */
  message: string
}

/**
 * A file's bytes as the device keeps them. WebKit refuses a Blob in IndexedDB in a session that
 * keeps nothing on disk (private browsing, some in-app browsers) and keeps an ArrayBuffer of the
 * same bytes, so the bytes are kept, with their type. An item kept by an earlier version may
 * hold the Blob itself.
 */
export type KeptFile = { bytes: ArrayBuffer; type: string } | Blob

/** The file of an item, to send. */
export const fileOf = (content: KeptFile): Blob =>
  content instanceof Blob ? content : new Blob([content.bytes], { type: content.type })

export interface OutboxItem {
  id: string
  kind: UploadKind
  request: UploadRequest
  content: KeptFile
  fileName: string
  /** The same on every try, so the server never makes a second record. */
  idempotencyKey: string
  state: OutboxState
  attempts: number
  /** Epoch ms; a waiting item is not tried before it. */
  nextTryAt: number
  createdAt: number
  /** The server's id of the file once uploaded, while its attachment still has to go. */
  uploadedId?: string
  failure?: OutboxFailure
}

/** What one try of sending came to. */
export type SendOutcome =
  | { type: 'delivered'; answer: unknown }
  /** No answer, or one saying "later" (5xx, 408, 409 in progress, 429); the file may be up already. */
  | { type: 'retryable'; reason: string; uploadedId?: string }
  /** The server refused it for good (801, a bad file, other 4xx). */
  | { type: 'rejected'; failure: OutboxFailure }

export const backoff = {
  firstDelayMs: 5_000,
  maxDelayMs: 15 * 60_000,
} as const

/**
 * Exponential back-off after the nth failed try: 5 s, 10 s, 20 s … up to 15 minutes, spread
 * over the upper half of that delay so that many devices coming back online do not all
 * retry in the same second. `random` is Math.random in use and fixed in tests.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1)
  const full = Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** Math.min(exponent, 30))
  return Math.round(full / 2 + (full / 2) * random())
}

export function newOutboxItem(input: {
  id: string
  kind: UploadKind
  request: UploadRequest
  content: KeptFile
  fileName: string
  idempotencyKey: string
  now: number
}): OutboxItem {
  const { now, ...fields } = input
  return { ...fields, state: 'waiting', attempts: 0, nextTryAt: now, createdAt: now }
}

/** A waiting item whose back-off has passed (or that is forced) may be sent. */
export const isDue = (item: OutboxItem, now: number): boolean => item.state === 'waiting' && item.nextTryAt <= now

/** Items to try now, oldest first. */
export const dueItems = (items: readonly OutboxItem[], now: number): OutboxItem[] =>
  items.filter((item) => isDue(item, now)).sort((a, b) => a.createdAt - b.createdAt)

/** When the next waiting item falls due; undefined when nothing waits. */
export function nextWakeAt(items: readonly OutboxItem[]): number | undefined {
  const times = items.filter((item) => item.state === 'waiting').map((item) => item.nextTryAt)
  return times.length > 0 ? Math.min(...times) : undefined
}

export class OutboxTransitionError extends Error {
  override readonly name = 'OutboxTransitionError'
}

export function startSending(item: OutboxItem, now: number): OutboxItem {
  if (!isDue(item, now)) throw new OutboxTransitionError(`${item.id} is ${item.state} and not due`)
  return { ...item, state: 'sending', attempts: item.attempts + 1 }
}

/** The next state after a try; null means delivered, so the item leaves the outbox. */
export function afterSend(
  item: OutboxItem,
  outcome: SendOutcome,
  now: number,
  random: () => number = Math.random,
): OutboxItem | null {
  if (item.state !== 'sending') throw new OutboxTransitionError(`${item.id} was not being sent`)
  switch (outcome.type) {
    case 'delivered':
      return null
    case 'retryable': {
      const uploadedId = outcome.uploadedId ?? item.uploadedId
      return {
        ...item,
        state: 'waiting',
        nextTryAt: now + backoffDelay(item.attempts, random),
        ...(uploadedId === undefined ? {} : { uploadedId }),
      }
    }
    case 'rejected':
      return { ...item, state: 'failed', failure: outcome.failure }
  }
}

/**
 * Only the holder of the outbox lock sends, so an item still marked as sending when the
 * lock is taken was cut off (page closed, worker stopped): it waits again, due at once.
 * The idempotency key makes sending it again safe even if the first try arrived.
 */
export const recoverInterrupted = (item: OutboxItem, now: number): OutboxItem =>
  item.state === 'sending' ? { ...item, state: 'waiting', nextTryAt: now } : item

/** A failed item queued again (its document sent again with its application) waits once more, due at once. */
export const retryFailed = (item: OutboxItem, now: number): OutboxItem => {
  if (item.state !== 'failed') return item
  const { failure: _failure, ...waiting } = item
  return { ...waiting, state: 'waiting', nextTryAt: now }
}

/** The member asks to send a waiting item now, past its back-off. Failed items stay failed. */
export const sendNow = (item: OutboxItem, now: number): OutboxItem =>
  item.state === 'waiting' ? { ...item, nextTryAt: Math.min(item.nextTryAt, now) } : item

/** Waiting items may be cancelled and failed ones removed; one being sent finishes first. */
export const canRemove = (item: OutboxItem): boolean => item.state !== 'sending'

/** Reads one HTTP answer (status 0: no answer) as an outcome. */
export function classifyAnswer(
  status: number,
  envelope: { success: boolean; returnCode: number; msg: string; data: unknown } | undefined,
): SendOutcome {
  if (status === 0) return { type: 'retryable', reason: 'network' }
  if (status >= 500 || status === 408 || status === 429 || status === 409) return { type: 'retryable', reason: `HTTP ${status}` }
  if (status >= 200 && status < 300 && envelope?.success) return { type: 'delivered', answer: envelope.data }
  // A 2xx that is not ours (a captive portal's page) did not reach the portal: try again.
  if (!envelope && status >= 200 && status < 300) return { type: 'retryable', reason: 'unreadable answer' }
  if (!envelope) return { type: 'rejected', failure: { returnCode: undefined, message: `HTTP ${status}` } }
  return { type: 'rejected', failure: { returnCode: envelope.returnCode, message: envelope.msg } }
}

import { idempotencyKeyHeader } from '#contract/idempotency'
import { isEnvelope } from '#contract/envelope'
import { classifyAnswer, type OutboxItem, type SendOutcome } from './outbox-machine.ts'

/**
 * Long enough for 10 MB on a slow mobile line; a try that hangs past it counts as a network
 * failure, so it cannot hold the outbox lock (and every other upload) for ever.
 */
export const uploadTimeoutMs = 180_000

/**
 * One try of one queued upload. It runs in the page and in the service worker alike, so it
 * uses fetch itself rather than the page's HTTP client (which reads the window's session).
 */
export async function sendUpload(item: OutboxItem, fetchFn: typeof fetch = fetch): Promise<SendOutcome> {
  const body = new FormData()
  body.append(item.request.fileField, item.file, item.fileName)
  const query = new URLSearchParams(item.request.query).toString()
  let response: Response
  try {
    response = await fetchFn(query ? `${item.request.path}?${query}` : item.request.path, {
      method: 'POST',
      headers: { ...item.request.headers, accept: 'application/json', [idempotencyKeyHeader]: item.idempotencyKey },
      body,
      cache: 'no-store',
      signal: AbortSignal.timeout(uploadTimeoutMs),
    })
  } catch {
    return classifyAnswer(0, undefined)
  }
  const envelope: unknown = await response.json().catch(() => undefined)
  return classifyAnswer(response.status, isEnvelope(envelope) ? (envelope as Parameters<typeof classifyAnswer>[1]) : undefined)
}

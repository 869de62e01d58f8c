import { idempotencyKeyHeader } from '#contract/idempotency'
import { ReturnCode } from '#contract/return-codes'
import { requestEnvelope, uploadDeadlineMs } from '#client/api/envelope-request.ts'
import { outboxEndpoints } from './outbox-endpoints.ts'
import { classifyAnswer, fileOf, type OutboxItem, type SendOutcome } from './outbox-machine.ts'

/** An attachment is a few bytes: a line that cannot carry it in this time is as good as gone. */
const attachTimeoutMs = 30_000

/**
 * A document goes into the outbox before its application is sent (so that a lost answer loses
 * no document), and may be up before the application is made: for this long an attachment
 * refused for want of an application is tried again.
 */
export const applicationOnItsWayMs = 10 * 60_000

async function post(
  url: string,
  init: { headers: Record<string, string>; body: BodyInit; timeoutMs: number },
  fetchFn: typeof fetch,
): Promise<SendOutcome> {
  const { status, envelope } = await requestEnvelope(
    url,
    { method: 'POST', headers: init.headers, body: init.body, cache: 'no-store', deadlineMs: init.timeoutMs },
    fetchFn,
  )
  return classifyAnswer(status, envelope)
}

const idOf = (answer: unknown): string | undefined =>
  typeof answer === 'object' && answer !== null && 'id' in answer && typeof answer.id === 'string' ? answer.id : undefined

/**
 * One try of one queued upload: the file (unless an earlier try got it there), then, for a
 * document of an application already sent, its attachment. It runs in the page and in the
 * service worker alike, so it sends with fetch itself rather than the page's HTTP client
 * (which reads the window's session), reading the answer the same way.
 */
export async function sendUpload(item: OutboxItem, fetchFn: typeof fetch = fetch, now = Date.now()): Promise<SendOutcome> {
  const { request } = item
  const attach = request.endpoint === 'uploadImage' ? request.attach : undefined
  let uploadedId = item.uploadedId
  if (uploadedId === undefined) {
    const endpoint = outboxEndpoints[request.endpoint]
    const body = new FormData()
    const file = fileOf(item.content)
    body.append(endpoint.upload.field, file, item.fileName)
    const query = request.endpoint === 'uploadReceipt' ? `?${new URLSearchParams({ id: request.query.id })}` : ''
    const uploaded = await post(
      endpoint.path + query,
      {
        headers: { ...request.headers, [idempotencyKeyHeader]: item.idempotencyKey },
        body,
        timeoutMs: uploadDeadlineMs(file.size),
      },
      fetchFn,
    )
    if (uploaded.type !== 'delivered' || !attach) return uploaded
    uploadedId = idOf(uploaded.answer)
    if (uploadedId === undefined) return { type: 'retryable', reason: 'answer without a file id' }
  }
  if (!attach) return { type: 'delivered', answer: { id: uploadedId } }
  const attached = await post(
    outboxEndpoints[attach.endpoint].path,
    {
      headers: { ...request.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ [attach.field]: [uploadedId] }),
      timeoutMs: attachTimeoutMs,
    },
    fetchFn,
  )
  const applicationOnItsWay =
    attached.type === 'rejected' &&
    attached.failure.returnCode === ReturnCode.noApplication &&
    now - item.createdAt < applicationOnItsWayMs
  if (applicationOnItsWay) return { type: 'retryable', reason: 'application not made yet', uploadedId }
  return attached.type === 'retryable' ? { ...attached, uploadedId } : attached
}

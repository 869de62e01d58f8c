import { queryOptions } from '@tanstack/react-query'
import { receiptEndpoints } from '#contract/endpoints/receipt'
import { localeOfLang, type Lang } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import type { TranslationFunctions } from '#i18n/i18n-types'
import { call } from '#client/api/http-client.ts'
import { getToken } from '#client/api/session.ts'
import { newOutboxItem, type OutboxFailure, type UploadRequest } from '#client/offline/upload-outbox/outbox-machine.ts'
import { enqueueUpload, findInOutbox, flushOutbox } from '#client/offline/upload-outbox/page-outbox.ts'
import { sendUpload } from '#client/offline/upload-outbox/send-upload.ts'

/**
 * POST /api/uploadReceipt?id=… as the outbox sends it; answers come in the page's language.
 * A member signed in on the device is named as its sender (a session lapsed by then is ignored).
 */
const receiptUploadRequest = (id: string, lang: Lang): UploadRequest => {
  const token = getToken()
  return {
    endpoint: 'uploadReceipt',
    query: { id },
    headers: { 'accept-language': localeOfLang[lang], ...(token ? { authorization: `Bearer ${token}` } : {}) },
  }
}

export type ReceiptSubmitResult =
  | { type: 'delivered' }
  | { type: 'queued' }
  | { type: 'rejected'; failure: OutboxFailure }
  /** The device could keep nothing and the receipt did not get through: the member sends it again from the page. */
  | { type: 'notSent' }

/**
 * How long Submit waits for the receipt to arrive. Past it (a slow line, or a connection that
 * never answers) the page says the receipt waits on the device, where it goes on being sent.
 */
const submitWaitMs = 4_000

/**
 * Keeps the receipt on the device first, then sends it. Without a network (or with a
 * failing server) it stays queued for the outbox to deliver later. A refusal is answered
 * here and now and also stays listed with its reason until the member removes it, however
 * late it came (a replay may have been waiting for another tab or the service worker). A
 * device that keeps nothing (storage refused) sends it directly, and says so if it failed.
 */
export async function submitReceipt(id: string, lang: Lang, file: File): Promise<ReceiptSubmitResult> {
  const request = receiptUploadRequest(id, lang)
  let itemId: string
  try {
    itemId = (await enqueueUpload({ kind: 'receipt', request, file })).id
  } catch {
    return sendDirectly(request, file)
  }
  const report = await Promise.race([flushOutbox(), new Promise<undefined>((resolve) => setTimeout(resolve, submitWaitMs))])
  if (report?.delivered.some((delivered) => delivered.id === itemId)) return { type: 'delivered' }
  const after = await findInOutbox(itemId).catch(() => 'unknown' as const)
  if (after === 'unknown') return { type: 'queued' }
  // Gone without passing through this page: another tab or the service worker delivered it.
  if (!after) return { type: 'delivered' }
  if (after.state === 'failed') return { type: 'rejected', failure: after.failure ?? { returnCode: undefined, message: '' } }
  return { type: 'queued' }
}

/** One key per chosen file: pressing Submit again for it never makes a second receipt. */
const directKeys = new WeakMap<File, string>()

async function sendDirectly(request: UploadRequest, file: File): Promise<ReceiptSubmitResult> {
  const idempotencyKey = directKeys.get(file) ?? crypto.randomUUID()
  directKeys.set(file, idempotencyKey)
  const item = newOutboxItem({
    id: idempotencyKey,
    kind: 'receipt',
    request,
    content: file,
    fileName: file.name,
    idempotencyKey,
    now: Date.now(),
  })
  const outcome = await sendUpload(item)
  if (outcome.type === 'delivered') return { type: 'delivered' }
  return outcome.type === 'rejected' ? { type: 'rejected', failure: outcome.failure } : { type: 'notSent' }
}

/** A receipt already uploaded (801) has its own words; other refusals show the server's reason, else 'error'. */
export function receiptFailureText(LL: TranslationFunctions, failure: OutboxFailure | undefined): string {
  if (failure?.returnCode === ReturnCode.receiptAlreadyUploaded) return LL.receipt.alreadyUploaded()
  return failure?.message || LL.common.error()
}

/**
 * Whether the link still takes its receipt, and its event's name, asked when the page opens.
 * Offline or with no answer the form shows meanwhile (the outbox sends later); it is never
 * kept on the device.
 */
export const receiptLinkQuery = (id: string) =>
  queryOptions({
    queryKey: ['receiptLink', id],
    queryFn: ({ signal }) => call(receiptEndpoints.getReceiptLink, { query: { id }, signal }),
    staleTime: 0,
    retry: false,
  })

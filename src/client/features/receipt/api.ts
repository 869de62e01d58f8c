import { queryOptions } from '@tanstack/react-query'
import { receiptEndpoints } from '#contract/endpoints/receipt'
import { localeOfLang, type Lang } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import type { TranslationFunctions } from '#i18n/i18n-types'
import { call } from '#client/api/http-client.ts'
import { getToken } from '#client/api/session.ts'
import type { OutboxFailure, UploadRequest } from '#client/offline/upload-outbox/outbox-machine.ts'
import { enqueueUpload, flushOutbox, listOutbox } from '#client/offline/upload-outbox/page-outbox.ts'

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

export type ReceiptSubmitResult = { type: 'delivered' } | { type: 'queued' } | { type: 'rejected'; failure: OutboxFailure }

/**
 * Keeps the receipt on the device first, then sends it. Without a network (or with a
 * failing server) it stays queued for the outbox to deliver later. A refusal is answered
 * here and now and also stays listed with its reason until the member removes it, however
 * late it came (a replay may have been waiting for another tab or the service worker).
 */
export async function submitReceipt(id: string, lang: Lang, file: File): Promise<ReceiptSubmitResult> {
  const item = await enqueueUpload({ kind: 'receipt', request: receiptUploadRequest(id, lang), file })
  const report = await flushOutbox()
  if (report.delivered.some((delivered) => delivered.id === item.id)) return { type: 'delivered' }
  const after = (await listOutbox()).find((queued) => queued.id === item.id)
  // Gone without passing through this page: another tab or the service worker delivered it.
  if (!after) return { type: 'delivered' }
  if (after.state === 'failed') return { type: 'rejected', failure: after.failure ?? { returnCode: undefined, message: '' } }
  return { type: 'queued' }
}

/** A receipt already uploaded (801) has its own words; other refusals show the server's reason, else 'error'. */
export function receiptFailureText(LL: TranslationFunctions, failure: OutboxFailure | undefined): string {
  if (failure?.returnCode === ReturnCode.receiptAlreadyUploaded) return LL.receipt.alreadyUploaded()
  return failure?.message || LL.common.error()
}

/**
 * Whether the link still takes its receipt, asked when the page opens. Offline the question
 * waits (the form shows meanwhile: the outbox sends later); it is never kept on the device.
 */
export const receiptLinkQuery = (id: string) =>
  queryOptions({
    queryKey: ['receiptLink', id],
    queryFn: ({ signal }) => call(receiptEndpoints.getReceiptLink, { query: { id }, signal }),
    staleTime: 0,
    retry: false,
  })

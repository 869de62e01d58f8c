import { localeOfLang, type Lang } from '#contract/languages'
import { ApiError } from '#client/api/http-client.ts'
import { getToken } from '#client/api/session.ts'
import type { WaitingFile } from '#client/api/upload-image.ts'
import type { DocumentAttachment, OutboxItem, UploadKind, UploadRequest } from './outbox-machine.ts'
import { enqueueUpload, flushOutbox, removeFromOutbox } from './page-outbox.ts'

/**
 * Documents chosen for an application while they could not be sent: each is kept in the
 * device's outbox (IndexedDB, so a reload or a closed tab loses nothing), uploaded with the
 * member's session when the connection allows, and attached to the application. They are
 * queued before the application is sent (see {@link sendWithDocuments}).
 */
export async function queueDocuments(
  kind: Exclude<UploadKind, 'receipt'>,
  files: readonly WaitingFile[],
  attach: DocumentAttachment,
  lang: Lang,
): Promise<OutboxItem[]> {
  if (files.length === 0) return []
  const request: UploadRequest = {
    endpoint: 'uploadImage',
    headers: { 'accept-language': localeOfLang[lang], authorization: `Bearer ${getToken()}` },
    attach,
  }
  const items: OutboxItem[] = []
  for (const file of files) {
    const content = new File([file.blob], file.name, { type: file.blob.type })
    items.push(await enqueueUpload({ kind, request, file: content, idempotencyKey: file.waitingId }))
  }
  void flushOutbox()
  return items
}

/**
 * Sends an application with the documents that follow it from the device: they are queued
 * first, so that whichever answer is lost they are attached once the application exists, and
 * at once when its answer comes. A refusal (an answer, so nothing was made) takes them out of
 * the outbox again: the form keeps them for its next try.
 */
export async function sendWithDocuments<T>(queue: () => Promise<OutboxItem[]>, send: () => Promise<T>): Promise<T> {
  const queued = await queue()
  try {
    const answer = await send()
    void flushOutbox({ skipBackoff: true })
    return answer
  } catch (error) {
    if (!(error instanceof ApiError && error.isNetworkFailure)) {
      for (const item of queued) await removeFromOutbox(item.id)
    }
    throw error
  }
}

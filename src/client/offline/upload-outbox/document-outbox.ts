import { uploadEndpoints } from '#contract/endpoints/upload'
import { localeOfLang, type Lang } from '#contract/languages'
import { getToken } from '#client/api/session.ts'
import type { WaitingFile } from '#client/api/upload-image.ts'
import type { UploadKind, UploadRequest } from './outbox-machine.ts'
import { enqueueUpload, flushOutbox } from './page-outbox.ts'

/** Where a document of an application already made goes once it is uploaded. */
export type DocumentAttachment = NonNullable<UploadRequest['attach']>

/**
 * Documents chosen for an application while they could not be sent: each is kept in the
 * device's outbox (IndexedDB, so a reload or a closed tab loses nothing), uploaded with the
 * member's session when the connection allows, and attached to the application.
 */
export async function queueDocuments(
  kind: Exclude<UploadKind, 'receipt'>,
  files: readonly WaitingFile[],
  attach: DocumentAttachment,
  lang: Lang,
): Promise<void> {
  if (files.length === 0) return
  const request: UploadRequest = {
    path: uploadEndpoints.uploadImage.path,
    query: {},
    fileField: uploadEndpoints.uploadImage.upload.field,
    headers: { 'accept-language': localeOfLang[lang], authorization: `Bearer ${getToken()}` },
    attach,
  }
  for (const file of files) {
    await enqueueUpload({ kind, request, file: new File([file.blob], file.name, { type: file.blob.type }) })
  }
  void flushOutbox()
}

import { uploadEndpoints } from '#contract/endpoints/upload'
import { call } from './http-client.ts'

/** One uploaded document: the server's id and the name shown to the member. */
export interface UploadedFile {
  id: string
  name: string
}

/**
 * One uploadImage per file, in the entry's multipart field; answers the file id. The key is
 * the file's own, made when it was chosen: a try whose answer was lost and any later try
 * carry the same one, so the server keeps the file once.
 */
export async function uploadImage(blob: Blob, name: string, idempotencyKey: string): Promise<UploadedFile> {
  const form = new FormData()
  form.append(uploadEndpoints.uploadImage.upload.field, blob, name)
  const { id } = await call(uploadEndpoints.uploadImage, { form, idempotencyKey })
  return { id, name }
}

/**
 * A document chosen while it could not be sent (no connection): kept, ready to upload, and
 * sent through the device's outbox once the application it belongs to is made.
 */
export interface WaitingFile {
  /** Made when the file was chosen; every try to upload it carries it as its Idempotency-Key. */
  waitingId: string
  name: string
  blob: Blob
}

/** What an upload field holds: documents already on the server, and documents still to send. */
export type ChosenFile = UploadedFile | WaitingFile

export const isUploaded = (file: ChosenFile): file is UploadedFile => 'id' in file

/** The ids of the documents already on the server. */
export const uploadedIds = (files: readonly ChosenFile[]): string[] => files.filter(isUploaded).map((file) => file.id)

/** The documents still to send. */
export const waitingFiles = (files: readonly ChosenFile[]): WaitingFile[] =>
  files.filter((file): file is WaitingFile => !isUploaded(file))

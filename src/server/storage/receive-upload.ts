import { ReturnCode } from '#contract/return-codes'
import type { UploadRule } from '#contract/rules/upload-files'
import { ApiError } from '#server/lib/api-error.ts'
import { brokenBody, type IncomingFile } from '#server/lib/incoming-file.ts'
import { problemMessage } from '#server/lib/server-messages.ts'
import { FileRefused, type FileStore, type StoredFile } from './file-store.ts'

export interface ReceivedUpload {
  file: StoredFile
  /** The name on the member's device, kept for display only. */
  originalName: string
}

/** Streams an upload into the store; a refused file answers 620 with the rule it broke, a broken body 400. */
export async function receiveUpload(incoming: IncomingFile, files: FileStore, rule: UploadRule): Promise<ReceivedUpload> {
  try {
    const file = await files.save(incoming.stream, rule)
    return { file, originalName: incoming.filename }
  } catch (error) {
    if (error instanceof FileRefused) throw new ApiError(ReturnCode.uploadFailed, problemMessage(error.problem))
    // The request's own stream failed: the body broke off or is not valid multipart.
    if (incoming.stream.errored) throw brokenBody(error)
    throw error
  }
}

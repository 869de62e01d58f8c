import type { FastifyRequest } from 'fastify'
import { ReturnCode } from '#contract/return-codes'
import type { UploadRule } from '#contract/rules/upload-files'
import { ApiError } from '../lib/api-error.ts'
import { problemMessage } from '../lib/server-messages.ts'
import { FileRefused, type FileStore, type StoredFile } from './file-store.ts'

export interface ReceivedUpload {
  file: StoredFile
  /** The name on the member's device, kept for display only. */
  originalName: string
}

/**
 * Takes the one file of a multipart request from the named field and streams it into the
 * store; a refused file answers 620 with the rule it broke.
 */
export async function receiveUpload(
  request: FastifyRequest,
  files: FileStore,
  { field, rule }: { field: string; rule: UploadRule },
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new ApiError(ReturnCode.unsupportedMediaType, { key: 'server.unsupportedMediaType' }, { httpStatus: 415 })
  }
  const part = await request.file()
  if (!part || part.type !== 'file' || part.fieldname !== field) {
    part?.file.resume()
    throw new ApiError(ReturnCode.uploadFailed, { key: 'upload.missing' })
  }
  try {
    const file = await files.save(part.file, rule)
    return { file, originalName: part.filename.slice(0, 200) }
  } catch (error) {
    if (error instanceof FileRefused) throw new ApiError(ReturnCode.uploadFailed, problemMessage(error.problem))
    throw error
  }
}

import type { Readable } from 'node:stream'
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { ReturnCode } from '#contract/return-codes'
import { ApiError } from './api-error.ts'
import { BadInput } from './bad-input.ts'

/** The one file of an upload, not yet read: services stream it where it belongs. */
export interface IncomingFile {
  stream: Readable
  /** The name on the member's device, kept for display only. */
  filename: string
}

const unsupported = () =>
  new ApiError(ReturnCode.unsupportedMediaType, { key: 'server.unsupportedMediaType' }, { httpStatus: 415 })

/** The multipart boundary a Content-Type names; undefined when it names none. */
function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '')
  const boundary = match?.[1] ?? match?.[2]
  return boundary ? boundary : undefined
}

/** RFC 2046's longest boundary; the parser itself throws (a 500) beyond 256. */
const longestBoundary = 70

/** A multipart body that broke off or cannot be parsed: bad input, not a server failure. */
export const brokenBody = (cause: unknown) => {
  // The parser's own refusals (too many parts, too large) carry their status already.
  if (typeof cause === 'object' && cause !== null && 'statusCode' in cause) return cause
  return new BadInput('body', `broken multipart body: ${String(cause)}`)
}

/**
 * The file part of a multipart request in the named field. Anything that is not multipart
 * with a boundary is refused (415), a broken body is 400, and a request without that file
 * answers 620 'no file'.
 */
export async function receiveFilePart(request: FastifyRequest, field: string): Promise<IncomingFile> {
  if (!request.isMultipart()) throw unsupported()
  const boundary = boundaryOf(request.headers['content-type'])
  if (boundary === undefined) throw unsupported()
  if (boundary.length > longestBoundary) throw new BadInput('body', 'multipart boundary too long')
  let part: MultipartFile | undefined
  try {
    part = await request.file()
  } catch (error) {
    throw brokenBody(error)
  }
  if (!part || part.type !== 'file' || part.fieldname !== field) {
    part?.file.resume()
    throw new ApiError(ReturnCode.uploadFailed, { key: 'upload.missing' })
  }
  if (part.filename.includes('\u0000')) {
    part.file.resume()
    throw new BadInput(field, 'NUL character in the file name')
  }
  return { stream: part.file, filename: part.filename.slice(0, 200) }
}

/** Opens an upload's file when the service is ready to read it (after its cheaper checks). */
export type OpenFile = () => Promise<IncomingFile>

/** Lets an unwanted upload flow past unread, so that the refusal can go out before it has all arrived. */
export async function discardFile(open: OpenFile): Promise<void> {
  const incoming = await open().catch(() => undefined)
  incoming?.stream.resume()
}

import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { mimeTypeOfKind } from '#contract/rules/upload-files'
import type { FileStore } from '#server/storage/file-store.ts'

export interface StoredDocument {
  storedName: string
  kind: keyof typeof mimeTypeOfKind
  size: number
}

export interface OpenDocument {
  file: StoredDocument
  body: Readable
}

/** Opens a stored document: one that cannot be read fails here, before anything is answered or recorded. */
export async function openDocument(files: FileStore, file: StoredDocument): Promise<OpenDocument> {
  return { file, body: await files.open(file.storedName) }
}

/**
 * Sends an open document: never cached, never sniffed, running no script of its own with the
 * portal's origin. `framedBy: 'self'` lets the staff console show it in a frame; otherwise it
 * is sandboxed and never framed.
 */
export function sendOpenDocument(reply: FastifyReply, { file, body }: OpenDocument, framedBy: 'self' | 'none' = 'none') {
  const policy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'"
  return reply
    .headers({
      'content-type': mimeTypeOfKind[file.kind],
      'content-length': String(file.size),
      'content-disposition': `inline; filename="document.${file.kind}"`,
      'cache-control': 'private, no-store',
      ...(framedBy === 'self'
        ? { 'content-security-policy': `${policy}; frame-ancestors 'self'`, 'x-frame-options': 'SAMEORIGIN' }
        : { 'content-security-policy': `${policy}; sandbox` }),
    })
    .send(body)
}

/** Opens and sends an uploaded document (see sendOpenDocument). */
export async function sendDocument(
  reply: FastifyReply,
  files: FileStore,
  file: StoredDocument,
  framedBy: 'self' | 'none' = 'none',
) {
  return sendOpenDocument(reply, await openDocument(files, file), framedBy)
}

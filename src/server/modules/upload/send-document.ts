import type { FastifyReply } from 'fastify'
import { mimeTypeOfKind } from '#contract/rules/upload-files'
import type { FileStore } from '#server/storage/file-store.ts'

export interface StoredDocument {
  storedName: string
  kind: keyof typeof mimeTypeOfKind
  size: number
}

/**
 * Sends an uploaded document: never cached, never sniffed, running no script of its own with
 * the portal's origin. `framedBy: 'self'` lets the staff console show it in a frame; otherwise
 * it is sandboxed and never framed.
 */
export function sendDocument(reply: FastifyReply, files: FileStore, file: StoredDocument, framedBy: 'self' | 'none' = 'none') {
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
    .send(files.open(file.storedName))
}

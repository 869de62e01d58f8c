import type { Problem } from '../messages.ts'
import { claimedKind, fileProblem, uploadRules } from './upload-files.ts'

/** The multipart field of POST /api/uploadReceipt that carries the image. */
export const receiptFileField = 'file'

/**
 * Receipt ids are issued by `npm run receipt-link:create`: 128 random bits, base64url.
 * Anything else in a link is not an id.
 */
export const receiptIdPattern = /^[A-Za-z0-9_-]{22}$/

export const isReceiptId = (value: unknown): value is string => typeof value === 'string' && receiptIdPattern.test(value)

/** The receipt form's check of a chosen file (spec section 5); the server checks the bytes too. */
export function receiptFileProblem(file: { name: string; type: string; size: number } | undefined): Problem | undefined {
  if (!file) return { key: 'upload.missing' }
  return fileProblem(uploadRules.receipt, claimedKind(file), file.size)
}

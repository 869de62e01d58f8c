import type { Problem } from '../messages.ts'

/** Spec sections 5 and 9: a receipt is one jpeg, jpg or png image of at most 10 MB. */
export const receiptRules = {
  maxBytes: 10 * 1024 * 1024,
  extensions: ['jpeg', 'jpg', 'png'],
  mimeTypes: ['image/jpeg', 'image/png'],
  /** The multipart field that carries the file. */
  fileField: 'file',
} as const

/** The file input's accept list. */
export const receiptAccept = [...receiptRules.mimeTypes, ...receiptRules.extensions.map((ext) => `.${ext}`)].join(',')

/**
 * Receipt ids are issued by `npm run receipt-link:create`: 128 random bits, base64url.
 * Anything else in the link is not an id.
 */
export const receiptIdPattern = /^[A-Za-z0-9_-]{22}$/

export const isReceiptId = (value: unknown): value is string => typeof value === 'string' && receiptIdPattern.test(value)

export interface FileFacts {
  name: string
  type: string
  size: number
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''

/** The form's and the API's first check of a chosen file; the server also reads its content. */
export function receiptFileProblem(file: FileFacts | undefined | null): Problem | undefined {
  if (!file) return { key: 'receipt.file-required' }
  const typeOk = (receiptRules.mimeTypes as readonly string[]).includes(file.type.toLowerCase())
  const extensionOk = (receiptRules.extensions as readonly string[]).includes(extensionOf(file.name))
  if (!typeOk || !extensionOk) return { key: 'receipt.file-type' }
  if (file.size === 0) return { key: 'receipt.file-empty' }
  if (file.size > receiptRules.maxBytes) return { key: 'receipt.file-size' }
  return undefined
}

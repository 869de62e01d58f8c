import type { Problem } from '../messages.ts'

/** The file kinds the portal accepts anywhere; the server decides the kind from the bytes. */
export const fileKinds = ['jpeg', 'png', 'pdf', 'doc'] as const
export type FileKind = (typeof fileKinds)[number]

export const mimeTypeOfKind: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
}

/** The media types a kept document or receipt may be answered in. */
export const documentFileTypes: readonly string[] = Object.values(mimeTypeOfKind)

const MB = 1024 * 1024

export interface UploadRule {
  /** Kinds this upload takes. */
  kinds: readonly FileKind[]
  /** Files one widget may hold. */
  maxFiles: number
  /** Largest accepted file of each kind, after client-side compression for images. */
  maxBytes: Record<FileKind, number>
  /** For the file input's `accept` attribute. */
  accept: string
}

const documentRule: UploadRule = {
  kinds: ['jpeg', 'png', 'pdf'],
  maxFiles: 3,
  maxBytes: { jpeg: 4.5 * MB, png: 4.5 * MB, pdf: 5 * MB, doc: 0 },
  accept: '.jpeg,.jpg,.png,.pdf,image/jpeg,image/png,application/pdf',
}

/** Vehicle registration documents may also be Word files (the old .doc format), 5 MB each. */
const vehicleDocumentRule: UploadRule = {
  kinds: ['jpeg', 'png', 'pdf', 'doc'],
  maxFiles: 3,
  maxBytes: { jpeg: 4.5 * MB, png: 4.5 * MB, pdf: 5 * MB, doc: 5 * MB },
  accept: '.jpeg,.jpg,.png,.pdf,.doc,image/jpeg,image/png,application/pdf,application/msword',
}

/**
 * What each upload takes: supporting documents (3 files: JPEG or PNG up to 4.5 MB, PDF up to
 * 5 MB), the staff document (1 such file), vehicle documents (Word too) and event receipts (one
 * JPEG or PNG up to 10 MB).
 */
export const uploadRules = {
  document: documentRule,
  staffDocument: { ...documentRule, maxFiles: 1 },
  vehicleDocument: vehicleDocumentRule,
  receipt: {
    kinds: ['jpeg', 'png'],
    maxFiles: 1,
    maxBytes: { jpeg: 10 * MB, png: 10 * MB, pdf: 0, doc: 0 },
    accept: '.jpeg,.jpg,.png,image/jpeg,image/png',
  },
} as const satisfies Record<string, UploadRule>

export type UploadRuleName = keyof typeof uploadRules

/**
 * What one member may hold uploaded and not (yet) part of an application: the documents of
 * forms being filled in, or waiting on a device to be attached. Such an upload is deleted a
 * day after it came; more than this at once is refused until some are sent or deleted.
 */
export const unattachedUploads = { maxFiles: 20, maxBytes: 50 * MB, keptHours: 24 } as const

/** Images are scaled down to this many pixels on the longest side before upload. */
export const imageMaxSide = 2048

/** The largest file any upload accepts: the server's hard cap on a multipart part. */
export const largestUploadBytes = Math.max(...Object.values(uploadRules).flatMap((rule) => Object.values(rule.maxBytes)))

const kindByExtension: Record<string, FileKind> = { jpeg: 'jpeg', jpg: 'jpeg', png: 'png', pdf: 'pdf', doc: 'doc' }
const kindByMimeType: Record<string, FileKind> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
}

/** What a file claims to be, from its type and name; the server checks the bytes as well. */
export function claimedKind(file: { name: string; type: string }): FileKind | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return kindByMimeType[file.type.toLowerCase()] ?? kindByExtension[extension]
}

export const isImageKind = (kind: FileKind) => kind === 'jpeg' || kind === 'png'

/** A limit in MB as members read it: 4.5, 10. */
export const tooLargeProblem = (maxBytes: number): Problem => ({
  key: 'upload.too-large',
  params: { size: Math.round((maxBytes / MB) * 10) / 10 },
})

/** The type message that names what this upload accepts. */
const typeProblem = (rule: UploadRule): Problem => ({
  key: rule.kinds.includes('doc')
    ? 'upload.type-vehicle-document'
    : rule.kinds.includes('pdf')
      ? 'upload.type-document'
      : 'upload.type-image',
})

/** Whether a file of this kind and size may be sent under the rule. */
export function fileProblem(rule: UploadRule, kind: FileKind | undefined, size: number): Problem | undefined {
  if (kind === undefined || !rule.kinds.includes(kind)) return typeProblem(rule)
  if (size === 0) return { key: 'upload.empty' }
  if (size > rule.maxBytes[kind]) {
    if (kind === 'pdf') return { key: 'Register.uploadSize' }
    return tooLargeProblem(rule.maxBytes[kind])
  }
  return undefined
}

/** Whether one more file fits in the widget. */
export const fileCountProblem = (rule: UploadRule, count: number): Problem | undefined =>
  count > rule.maxFiles ? { key: 'Register.uploadMaxLength', params: { count: rule.maxFiles } } : undefined

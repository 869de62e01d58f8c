import type { Problem } from '../messages.ts'
import { claimedKind, fileProblem, uploadRules } from './upload-files.ts'

/** The receipt form's check of a chosen file (a JPEG or PNG of at most 10 MB); the server checks the bytes too. */
export function receiptFileProblem(file: { name: string; type: string; size: number } | undefined): Problem | undefined {
  if (!file) return { key: 'upload.missing' }
  return fileProblem(uploadRules.receipt, claimedKind(file), file.size)
}

import { and, eq, inArray } from 'drizzle-orm'
import type { UploadRule } from '#contract/rules/upload-files'
import type { Db } from '#server/db/database.ts'
import { uploadedFiles } from '#server/db/schema.ts'

/** Whether every id names a file this member uploaded, of a kind the rule takes. */
export async function ownDocuments(db: Db, memberId: string, ids: readonly string[], rule: UploadRule): Promise<boolean> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return true
  const rows = await db
    .select({ kind: uploadedFiles.kind })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, unique), eq(uploadedFiles.ownerMemberId, memberId)))
  return rows.length === unique.length && rows.every((row) => rule.kinds.includes(row.kind))
}

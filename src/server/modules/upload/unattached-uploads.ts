import { and, eq, exists, inArray, lt, not, sql } from 'drizzle-orm'
import { ReturnCode } from '#contract/return-codes'
import { unattachedUploads } from '#contract/rules/upload-files'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { parkingChangeDocuments, parkingDocuments, upgradeFormDocuments, uploadedFiles } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { hourMs } from '#server/shared-state/send-throttle.ts'

type Executor = Pick<Db, 'select'>

/** An upload some application (an upgrade form, a parking application or a change to one) has among its documents. */
const attached = (db: Executor) =>
  sql`(${exists(
    db
      .select({ fileId: upgradeFormDocuments.fileId })
      .from(upgradeFormDocuments)
      .where(eq(upgradeFormDocuments.fileId, uploadedFiles.id)),
  )} or ${exists(
    db.select({ fileId: parkingDocuments.fileId }).from(parkingDocuments).where(eq(parkingDocuments.fileId, uploadedFiles.id)),
  )} or ${exists(
    db
      .select({ fileId: parkingChangeDocuments.fileId })
      .from(parkingChangeDocuments)
      .where(eq(parkingChangeDocuments.fileId, uploadedFiles.id)),
  )})`

/** The uploads a member holds that no application has, and their bytes. */
async function unattachedHeld(db: Executor, memberId: string) {
  const [held] = await db
    .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploadedFiles.size}), 0)::bigint` })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.ownerMemberId, memberId), not(attached(db))))
  return { files: held?.files ?? 0, bytes: Number(held?.bytes ?? 0) }
}

const storageFull = () =>
  new ApiError(
    ReturnCode.unprocessable,
    {
      key: 'server.unattachedUploadsFull',
      params: { files: unattachedUploads.maxFiles, size: unattachedUploads.maxBytes / (1024 * 1024) },
    },
    { httpStatus: 422 },
  )

/**
 * Refuses an upload the member has no room for: with `size`, once the file came (the caller
 * holds the member's row, so two uploads at once cannot both take the last room); without,
 * before its body is read, when the member's room is full already.
 */
export async function assertUploadRoom(db: Executor, memberId: string, size = 1): Promise<void> {
  const held = await unattachedHeld(db, memberId)
  if (held.files + 1 > unattachedUploads.maxFiles || held.bytes + size > unattachedUploads.maxBytes) throw storageFull()
}

/**
 * Deletes uploads no application has, file and record, a day after they came (or a
 * registration claimed them): documents of forms never sent, registration uploads nobody
 * claimed, those of registrations that lapsed. A file a transaction is attaching right now
 * is locked by it and left for the next run.
 */
export async function purgeUnattachedFiles(ctx: Pick<ServiceContext, 'db' | 'files'>, now: Date): Promise<void> {
  const keptSince = new Date(now.getTime() - unattachedUploads.keptHours * hourMs)
  const stale = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(
        and(
          lt(uploadedFiles.createdAt, keptSince),
          sql`coalesce(${uploadedFiles.claimedAt}, ${uploadedFiles.createdAt}) < ${keptSince}`,
          not(attached(tx)),
        ),
      )
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .delete(uploadedFiles)
      .where(
        inArray(
          uploadedFiles.id,
          due.map((row) => row.id),
        ),
      )
      .returning({ storedName: uploadedFiles.storedName })
  })
  for (const { storedName } of stale) await ctx.files.remove(storedName)
}

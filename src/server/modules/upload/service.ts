import { and, eq } from 'drizzle-orm'
import { uploadRules } from '#contract/rules/upload-files'
import type { UploadAnswer } from '#contract/schemas/verification'
import type { ServiceContext } from '#server/context.ts'
import { uploadedFiles } from '#server/db/schema.ts'
import type { OpenFile } from '#server/lib/incoming-file.ts'
import { addressThrottleKey, hourMs, takeSend, throttled } from '#server/lib/send-throttle.ts'
import { receiveUpload } from '#server/storage/receive-upload.ts'
import { lockMember } from '../members/member-lock.ts'
import { assertUploadRoom } from './unattached-uploads.ts'

/** Files one client address may upload in an hour without logging in (registration needs at most a few). */
const anonymousUploadRule = { limit: 20, windowMs: hourMs }
/** Files a logged-in member may upload in an hour. */
const memberUploadRule = { limit: 60, windowMs: hourMs }

/** uploadImage: one supporting document (jpeg, png, pdf, or for a member doc, by content), kept under a server-made name. */
export async function uploadDocument(
  ctx: ServiceContext,
  uploader: { memberId: string | null; ip: string },
  openFile: OpenFile,
): Promise<UploadAnswer> {
  const ownerMemberId = uploader.memberId
  const key = ownerMemberId ? `upload:member:${ownerMemberId}` : addressThrottleKey('upload', uploader.ip)
  const permit = await takeSend(ctx.db, key, ownerMemberId ? memberUploadRule : anonymousUploadRule, ctx.clock())
  if (!permit.allowed) throw throttled(permit, 'request')
  // Vehicle documents may be Word files too; only a member applies for parking, and the
  // other forms refuse a Word file when it is attached.
  const rule = ownerMemberId ? uploadRules.vehicleDocument : uploadRules.document
  if (ownerMemberId) await assertUploadRoom(ctx.db, ownerMemberId)
  const { file, originalName } = await receiveUpload(await openFile(), ctx.files, rule)
  try {
    return await ctx.db.transaction(async (tx) => {
      if (ownerMemberId) {
        await lockMember(tx, ownerMemberId)
        await assertUploadRoom(tx, ownerMemberId, file.size)
      }
      const [row] = await tx
        .insert(uploadedFiles)
        .values({
          ownerMemberId,
          storedName: file.storedName,
          originalName,
          kind: file.kind,
          size: file.size,
          sha256: file.sha256,
          createdAt: ctx.clock(),
          claimedAt: ownerMemberId ? ctx.clock() : null,
        })
        .returning({ id: uploadedFiles.id })
      if (!row) throw new Error('insert returned no file')
      return { id: row.id }
    })
  } catch (error) {
    await ctx.files.remove(file.storedName)
    throw error
  }
}

/** A member's own file, or nothing: whether it exists for someone else is not told. */
export async function findOwnFile(ctx: ServiceContext, fileId: string, memberId: string) {
  const [row] = await ctx.db
    .select({ storedName: uploadedFiles.storedName, kind: uploadedFiles.kind, size: uploadedFiles.size })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.ownerMemberId, memberId)))
  return row
}

/**
 * A partial file untouched this long belongs to no running upload: every request ends within
 * the request timeout, far sooner.
 */
const leftoverAgeMs = 10 * 60_000

/**
 * Deletes partial files that cut-off uploads of this or an earlier process left behind. Their
 * times are the file system's, so they are compared with the system clock.
 */
export async function purgePartialUploads(ctx: Pick<ServiceContext, 'files'>): Promise<void> {
  await ctx.files.removeLeftovers(new Date(Date.now() - leftoverAgeMs))
}

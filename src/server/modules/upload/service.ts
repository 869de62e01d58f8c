import { and, eq, isNull, lt } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { uploadRules } from '#contract/rules/upload-files'
import type { UploadAnswer } from '#contract/schemas/verification'
import type { ServiceContext } from '../../context.ts'
import { uploadedFiles } from '../../db/schema.ts'
import { addressThrottleKey, hourMs, takeSend, throttled } from '../../lib/send-throttle.ts'
import { receiveUpload } from '../../storage/receive-upload.ts'

/** Files one client address may upload in an hour without logging in (registration needs at most a few). */
const anonymousUploadRule = { limit: 20, windowMs: hourMs }
/** Files a logged-in member may upload in an hour. */
const memberUploadRule = { limit: 60, windowMs: hourMs }
/** Registration uploads nobody claimed within a day are removed. */
const unclaimedKeptMs = 24 * hourMs

/** uploadImage: one supporting document (jpeg, png or pdf by content), kept under a server-made name. */
export async function uploadDocument(ctx: ServiceContext, request: FastifyRequest, ownerMemberId: string | null): Promise<UploadAnswer> {
  const key = ownerMemberId ? `upload:member:${ownerMemberId}` : addressThrottleKey('upload', request.ip)
  const permit = await takeSend(ctx.db, key, ownerMemberId ? memberUploadRule : anonymousUploadRule, ctx.clock())
  if (!permit.allowed) throw throttled(permit, 'request')
  const { file, originalName } = await receiveUpload(request, ctx.files, { field: 'image', rule: uploadRules.document })
  try {
    const [row] = await ctx.db
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

/** Deletes registration uploads that no registration claimed, file and record. */
export async function purgeUnclaimedFiles(ctx: Pick<ServiceContext, 'db' | 'files'>, now: Date): Promise<void> {
  const stale = await ctx.db
    .delete(uploadedFiles)
    .where(and(isNull(uploadedFiles.ownerMemberId), lt(uploadedFiles.createdAt, new Date(now.getTime() - unclaimedKeptMs))))
    .returning({ storedName: uploadedFiles.storedName })
  for (const { storedName } of stale) await ctx.files.remove(storedName)
}

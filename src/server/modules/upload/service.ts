import { and, count, eq, gt, inArray, isNull, min } from 'drizzle-orm'
import { uploadRules } from '#contract/rules/upload-files'
import type { UploadAnswer } from '#contract/schemas/verification'
import type { ServiceContext } from '#server/context.ts'
import { receipts, uploadedFiles } from '#server/db/schema.ts'
import type { OpenFile } from '#server/lib/incoming-file.ts'
import { addressKeyOf, refuseOwingAddress, watchAddressFailures, type Caller } from '#server/shared-state/address-limits.ts'
import { ApiError } from '#server/lib/api-error.ts'
import type { KeepAnswer } from '#server/shared-state/idempotency.ts'
import { hourMs, takeSend, throttled } from '#server/shared-state/send-throttle.ts'
import { ReturnCode } from '#contract/return-codes'
import type { FileStore } from '#server/storage/file-store.ts'
import { receiveUpload } from '#server/storage/receive-upload.ts'
import { lockMember } from '../members/index.ts'
import { assertUploadRoom } from './unattached-uploads.ts'

/** Files a logged-in member may upload in an hour. */
const memberUploadRule = { limit: 60, windowMs: hourMs }

/**
 * Uploads made without logging in, within the hour, from the client address, that no
 * registration claimed yet: a crowd registering on one Wi-Fi claims what it uploads.
 */
async function owedUploads(ctx: ServiceContext, addressKey: string, now: Date) {
  const [owed] = await ctx.db
    .select({ pending: count(), oldestAt: min(uploadedFiles.createdAt) })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.uploadedFromKey, addressKey),
        isNull(uploadedFiles.ownerMemberId),
        gt(uploadedFiles.createdAt, new Date(now.getTime() - hourMs)),
      ),
    )
  return { pending: owed?.pending ?? 0, lapsed: 0, proven: 0, oldestAt: owed?.oldestAt ?? null }
}

const isRefusedFile = (error: unknown) => error instanceof ApiError && error.returnCode === ReturnCode.uploadFailed

/**
 * uploadImage: one supporting document (jpeg, png, pdf, or for a member doc, by content), kept
 * under a server-made name. A member's uploads are bounded per member; uploads without a login
 * by the client address's unclaimed ones, and past the address's free refused files such an
 * upload brings a proof of effort, so a registrant behind the address still gets through.
 */
export async function uploadDocument(
  ctx: ServiceContext,
  uploader: { memberId: string | null; caller: Caller },
  openFile: OpenFile,
  keepAnswer?: KeepAnswer<UploadAnswer>,
): Promise<UploadAnswer> {
  const now = ctx.clock()
  const ownerMemberId = uploader.memberId
  const addressKey = ownerMemberId ? null : addressKeyOf(uploader.caller.ip)
  if (ownerMemberId) {
    const permit = await takeSend(ctx.db, `upload:member:${ownerMemberId}`, memberUploadRule, now)
    if (!permit.allowed) throw throttled(permit, 'request')
  } else if (addressKey) {
    refuseOwingAddress(await owedUploads(ctx, addressKey, now), ctx.config.addressLimits, now)
  }
  const store = () => storeDocument(ctx, { ownerMemberId, addressKey }, openFile, keepAnswer)
  // A member is known: what the address behind them did is no concern of their uploads.
  if (ownerMemberId) return store()
  return watchAddressFailures(ctx, 'upload', uploader.caller, isRefusedFile, store)
}

/**
 * Keeps the bytes under their final name, then records the file and the call's answer in one
 * transaction: a process stopped before that commit leaves a file no record names (removed at
 * start-up), one stopped after it leaves the answer a replay of the call gets.
 */
async function storeDocument(
  ctx: ServiceContext,
  { ownerMemberId, addressKey }: { ownerMemberId: string | null; addressKey: string | null },
  openFile: OpenFile,
  keepAnswer: KeepAnswer<UploadAnswer> | undefined,
): Promise<UploadAnswer> {
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
          uploadedFromKey: addressKey,
        })
        .returning({ id: uploadedFiles.id })
      if (!row) throw new Error('insert returned no file')
      const answer = { id: row.id }
      await keepAnswer?.(tx, answer)
      return answer
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
 * A file untouched this long belongs to no running upload: every request ends within the
 * request timeout, far sooner, and its record is made the moment its bytes are kept.
 */
const leftoverAgeMs = 10 * 60_000

/** How many names one query checks against the records. */
const namesPerQuery = 500

/**
 * Which files may be a stopped upload's: at start-up on a store no other process writes to,
 * every one (a supervisor restarting at once finds them all); else those untouched for longer
 * than any upload runs. Times are the file system's, so they are compared with the system clock.
 */
export function leftoversBefore(files: Pick<FileStore, 'soleWriter'>, atStart: boolean): Date {
  return new Date(atStart && files.soleWriter ? Date.now() : Date.now() - leftoverAgeMs)
}

/** Deletes partial files that cut-off uploads of this or an earlier process left behind. */
export async function purgePartialUploads(ctx: Pick<ServiceContext, 'files'>, before: Date): Promise<void> {
  await ctx.files.removeLeftovers(before)
}

/**
 * Deletes whole files no record names, of a process stopped between keeping an upload's bytes
 * and recording them (every stored file is listed, so this runs at start-up and hourly).
 */
export async function purgeUnrecordedFiles(ctx: Pick<ServiceContext, 'files' | 'db'>, before: Date): Promise<void> {
  const names = await ctx.files.storedBefore(before)
  for (let start = 0; start < names.length; start += namesPerQuery) {
    const batch = names.slice(start, start + namesPerQuery)
    const recorded = new Set(
      (
        await ctx.db
          .select({ name: uploadedFiles.storedName })
          .from(uploadedFiles)
          .where(inArray(uploadedFiles.storedName, batch))
          .union(ctx.db.select({ name: receipts.storedName }).from(receipts).where(inArray(receipts.storedName, batch)))
      ).map((row) => row.name),
    )
    for (const name of batch) if (!recorded.has(name)) await ctx.files.remove(name)
  }
}

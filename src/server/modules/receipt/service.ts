import { Readable } from 'node:stream'
import { and, eq, isNull, lt, notExists, or } from 'drizzle-orm'
import { ReturnCode } from '#contract/return-codes'
import { mimeTypeOfKind, uploadRules } from '#contract/rules/upload-files'
import type { ReceiptAnswer, ReceiptLinkAnswer } from '#contract/schemas/receipt'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { receiptLinks, receipts } from '#server/db/schema.ts'
import { countAddressFailure, refuseFailingAddress } from '#server/shared-state/address-limits.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { ImageFormatError, stripImageMetadata } from '#server/lib/image-metadata.ts'
import { concurrencyLimit } from '#server/lib/concurrency-limit.ts'
import { discardFile, type OpenFile } from '#server/lib/incoming-file.ts'
import { nodeGone, type NodePresence } from '#server/shared-state/node-presence.ts'
import type { FileStore, StoredFile } from '#server/storage/file-store.ts'
import { receiveUpload } from '#server/storage/receive-upload.ts'

const alreadyUploaded = () => new ApiError(ReturnCode.receiptAlreadyUploaded, { key: 'receipt.alreadyUploaded' })

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Keeps the picture and drops its metadata (camera, GPS, times, comments): the checked
 * upload is read back, cleaned and stored again under a new name.
 */
async function withoutMetadata(files: FileStore, stored: StoredFile): Promise<StoredFile> {
  try {
    const original = await readAll(await files.open(stored.storedName))
    if (stored.kind !== 'jpeg' && stored.kind !== 'png') throw new ImageFormatError('not an image')
    return await files.save(Readable.from([stripImageMetadata(original, stored.kind)]), uploadRules.receipt)
  } catch (error) {
    if (error instanceof ImageFormatError) throw new ApiError(ReturnCode.uploadFailed, { key: 'upload.not-an-image' })
    throw error
  } finally {
    await files.remove(stored.storedName)
  }
}

/**
 * An upload holds its link while its node lives, and at most this long: every request ends
 * within the request timeout, so an older hold is one left behind.
 */
const uploadHoldMs = 2 * 60_000

/**
 * Receipts arrive on disk as they stream, then are cleaned in memory (up to 10 MB read whole,
 * and its copy): this many cleanings at once bound the memory a burst of uploads can take,
 * while slow senders hold no place in the queue.
 */
const receiptProcessing = concurrencyLimit(4)

/** The node running an upload, as the other nodes see whether it still runs. */
type UploadNode = Pick<NodePresence, 'id' | 'goneAfterMs'>

/**
 * Holds the link for this upload before its body is read, so that a second upload to the same
 * link is answered at once instead of being read as well. Answers why it could not.
 */
async function holdLink(
  ctx: ServiceContext,
  receiptId: string,
  node: UploadNode,
  now: Date,
): Promise<'held' | 'unknown' | 'uploaded' | 'busy'> {
  const held = await ctx.db
    .update(receiptLinks)
    .set({ uploadStartedAt: now, uploadNode: node.id })
    .where(
      and(
        eq(receiptLinks.id, receiptId),
        or(
          isNull(receiptLinks.uploadStartedAt),
          lt(receiptLinks.uploadStartedAt, new Date(now.getTime() - uploadHoldMs)),
          nodeGone(receiptLinks.uploadNode, node.goneAfterMs),
        ),
        notExists(ctx.db.select({ id: receipts.id }).from(receipts).where(eq(receipts.receiptLinkId, receiptId))),
      ),
    )
    .returning({ id: receiptLinks.id })
  if (held.length > 0) return 'held'
  const [link] = await ctx.db
    .select({ uploaded: receipts.id })
    .from(receiptLinks)
    .leftJoin(receipts, eq(receipts.receiptLinkId, receiptLinks.id))
    .where(eq(receiptLinks.id, receiptId))
  if (!link) return 'unknown'
  return link.uploaded ? 'uploaded' : 'busy'
}

/** Lets the link go, unless its hold lapsed meanwhile and another upload holds it now. */
const releaseLink = (ctx: ServiceContext, receiptId: string, heldAt: Date) =>
  ctx.db
    .update(receiptLinks)
    .set({ uploadStartedAt: null, uploadNode: null })
    .where(and(eq(receiptLinks.id, receiptId), eq(receiptLinks.uploadStartedAt, heldAt)))

/** getReceiptLink: whether the link's receipt has arrived, and its event's name; 404 for an id no operator issued. */
export async function receiptLinkState(ctx: Pick<ServiceContext, 'db'>, receiptId: string): Promise<ReceiptLinkAnswer> {
  const [link] = await ctx.db
    .select({ uploaded: receipts.id, event: receiptLinks.eventName })
    .from(receiptLinks)
    .leftJoin(receipts, eq(receipts.receiptLinkId, receiptLinks.id))
    .where(eq(receiptLinks.id, receiptId))
  if (!link) throw new ApiError(ReturnCode.notFound, { key: 'receipt.unknownId' }, { httpStatus: 404 })
  return { uploaded: link.uploaded !== null, event: link.event }
}

/**
 * An attendee's receipt for the link `receiptId`: checked, cleaned, stored, once per link. The
 * link is the capability and holds one receipt, so an upload to a valid unused link is never
 * limited by the sender's address (a venue's attendees share one), whatever others there failed
 * at. A used link is answered 801 at no cost to the address: a second tap or an old link opened
 * again is no guess. What fails is counted: an unknown link, a file refused by its bytes; once
 * the address has failed as often as an hour allows, its unknown links are refused.
 */
export async function uploadReceipt(
  ctx: ServiceContext,
  upload: { receiptId: string; ip: string; memberId: string | null; node: UploadNode },
  openFile: OpenFile,
): Promise<ReceiptAnswer> {
  const { receiptId } = upload
  const heldAt = ctx.clock()
  const hold = await holdLink(ctx, receiptId, upload.node, heldAt)
  if (hold !== 'held') {
    await discardFile(openFile)
    if (hold === 'busy') {
      throw new ApiError(
        ReturnCode.conflict,
        { key: 'receipt.uploadInProgress' },
        { httpStatus: 409, headers: { 'retry-after': '10' } },
      )
    }
    if (hold === 'uploaded') throw alreadyUploaded()
    await refuseFailingAddress(ctx.db, 'receipt', upload.ip, ctx.config.addressLimits, heldAt)
    await countAddressFailure(ctx.db, 'receipt', upload.ip, heldAt)
    throw new ApiError(ReturnCode.notFound, { key: 'receipt.unknownId' }, { httpStatus: 404 })
  }
  try {
    return await storeReceipt(ctx, upload, openFile)
  } catch (error) {
    await releaseLink(ctx, receiptId, heldAt)
    if (error instanceof ApiError && error.returnCode === ReturnCode.uploadFailed) {
      await countAddressFailure(ctx.db, 'receipt', upload.ip, ctx.clock())
    }
    throw error
  }
}

async function storeReceipt(
  ctx: ServiceContext,
  { receiptId, memberId }: { receiptId: string; memberId: string | null },
  openFile: OpenFile,
): Promise<ReceiptAnswer> {
  const received = await receiveUpload(await openFile(), ctx.files, uploadRules.receipt)
  const file = await receiptProcessing(() => withoutMetadata(ctx.files, received.file))
  const now = ctx.clock()
  const { row, events } = await ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(receipts)
      .values({
        receiptLinkId: receiptId,
        storedName: file.storedName,
        originalName: received.originalName,
        size: file.size,
        contentType: mimeTypeOfKind[file.kind],
        sha256: file.sha256,
        createdAt: now,
        memberId,
      })
      // A hold that lapsed while this upload still ran let another through: the link's unique receipt keeps one.
      .onConflictDoNothing({ target: receipts.receiptLinkId })
      .returning({ createdAt: receipts.createdAt })
    return { row: stored, events: stored && memberId ? await receiptAccepted(ctx, tx, memberId, receiptId) : [] }
  })
  if (!row) {
    await ctx.files.remove(file.storedName)
    throw alreadyUploaded()
  }
  await ctx.events.deliver(events)
  return { receiptId, uploadedAt: row.createdAt.toISOString() }
}

/**
 * A receipt of a signed-in member is an event, which push announces to every device they turned
 * notifications on for, the sending one included: a receipt that waited on the device mostly
 * leaves by Background Sync with no page open, so the device that sent it is the one that most
 * needs telling, and the server cannot tell such an upload from one sent while the page watched.
 */
async function receiptAccepted(
  ctx: Pick<ServiceContext, 'events'>,
  tx: Pick<Db, 'select' | 'insert'>,
  memberId: string,
  receiptId: string,
): Promise<string[]> {
  const [link] = await tx.select({ event: receiptLinks.eventName }).from(receiptLinks).where(eq(receiptLinks.id, receiptId))
  return link ? ctx.events.emit(tx, { name: 'receipt.accepted', memberId, event: link.event, receiptId }) : []
}

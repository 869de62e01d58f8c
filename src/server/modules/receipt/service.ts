import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { ReturnCode } from '#contract/return-codes'
import { mimeTypeOfKind, uploadRules } from '#contract/rules/upload-files'
import type { ReceiptAnswer } from '#contract/schemas/receipt'
import type { ServiceContext } from '#server/context.ts'
import { receiptLinks, receipts } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { ImageFormatError, stripImageMetadata } from '#server/lib/image-metadata.ts'
import { discardFile, type OpenFile } from '#server/lib/incoming-file.ts'
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
    const original = await readAll(files.open(stored.storedName))
    if (stored.kind !== 'jpeg' && stored.kind !== 'png') throw new ImageFormatError('not an image')
    return await files.save(Readable.from([stripImageMetadata(original, stored.kind)]), uploadRules.receipt)
  } catch (error) {
    if (error instanceof ImageFormatError) throw new ApiError(ReturnCode.uploadFailed, { key: 'upload.not-an-image' })
    throw error
  } finally {
    await files.remove(stored.storedName)
  }
}

/** An attendee's receipt for the link `receiptId`: checked, cleaned, stored, once per link. */
export async function uploadReceipt(ctx: ServiceContext, receiptId: string, openFile: OpenFile): Promise<ReceiptAnswer> {
  const [link] = await ctx.db
    .select({ id: receiptLinks.id, uploaded: receipts.id })
    .from(receiptLinks)
    .leftJoin(receipts, eq(receipts.receiptLinkId, receiptLinks.id))
    .where(eq(receiptLinks.id, receiptId))
  if (!link) {
    await discardFile(openFile)
    throw new ApiError(ReturnCode.notFound, { key: 'receipt.unknownId' }, { httpStatus: 404 })
  }
  if (link.uploaded) {
    await discardFile(openFile)
    throw alreadyUploaded()
  }
  const received = await receiveUpload(await openFile(), ctx.files, uploadRules.receipt)
  const file = await withoutMetadata(ctx.files, received.file)
  const now = ctx.clock()
  const [row] = await ctx.db
    .insert(receipts)
    .values({
      receiptLinkId: receiptId,
      storedName: file.storedName,
      originalName: received.originalName,
      size: file.size,
      contentType: mimeTypeOfKind[file.kind],
      sha256: file.sha256,
      createdAt: now,
    })
    // Two first uploads at once: the link's unique receipt lets one through.
    .onConflictDoNothing({ target: receipts.receiptLinkId })
    .returning({ createdAt: receipts.createdAt })
  if (!row) {
    await ctx.files.remove(file.storedName)
    throw alreadyUploaded()
  }
  return { receiptId, uploadedAt: row.createdAt.toISOString() }
}

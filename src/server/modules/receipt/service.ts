import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { ReturnCode } from '#contract/return-codes'
import { receiptFileField } from '#contract/rules/receipt'
import { mimeTypeOfKind, uploadRules } from '#contract/rules/upload-files'
import type { ReceiptAnswer } from '#contract/schemas/receipt'
import type { ServiceContext } from '../../context.ts'
import { receiptLinks, receipts } from '../../db/schema.ts'
import { ApiError } from '../../lib/api-error.ts'
import { ImageFormatError, stripImageMetadata } from '../../lib/image-metadata.ts'
import type { FileStore, StoredFile } from '../../storage/file-store.ts'
import { receiveUpload } from '../../storage/receive-upload.ts'

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
    if (stored.kind === 'pdf') throw new ImageFormatError('not an image')
    return await files.save(Readable.from([stripImageMetadata(original, stored.kind)]), uploadRules.receipt)
  } catch (error) {
    if (error instanceof ImageFormatError) throw new ApiError(ReturnCode.uploadFailed, { key: 'upload.not-an-image' })
    throw error
  } finally {
    await files.remove(stored.storedName)
  }
}

/** Leaves the request's file unread, so that an answer can go out before it has all arrived. */
async function skipFile(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return
  const part = await request.file().catch(() => undefined)
  part?.file.resume()
}

/** An attendee's receipt for the link `receiptId`: checked, cleaned, stored, once per link. */
export async function uploadReceipt(ctx: ServiceContext, request: FastifyRequest, receiptId: string): Promise<ReceiptAnswer> {
  const [link] = await ctx.db
    .select({ id: receiptLinks.id, uploaded: receipts.id })
    .from(receiptLinks)
    .leftJoin(receipts, eq(receipts.receiptLinkId, receiptLinks.id))
    .where(eq(receiptLinks.id, receiptId))
  if (!link) {
    await skipFile(request)
    throw new ApiError(ReturnCode.notFound, { key: 'receipt.unknownId' }, { httpStatus: 404 })
  }
  if (link.uploaded) {
    await skipFile(request)
    throw alreadyUploaded()
  }
  const received = await receiveUpload(request, ctx.files, { field: receiptFileField, rule: uploadRules.receipt })
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

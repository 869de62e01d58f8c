import { createHash } from 'node:crypto'
import { PassThrough } from 'node:stream'
import { GetObjectCommand, ListMultipartUploadsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { loadConfig, type S3Storage } from '#server/config.ts'
import { receipts, uploadedFiles } from '#server/db/schema.ts'
import { stripImageMetadata } from '#server/lib/image-metadata.ts'
import { createReceiptLinks } from '#server/modules/receipt/receipt-links.ts'
import { StorageUnavailable } from '#server/storage/file-store.ts'
import { s3Client } from '#server/storage/s3-file-store.ts'
import { jpegWithMetadata, largePngWithMetadata, multipartFile } from '#tests/support/images.ts'
import { s3Env } from '#tests/support/s3-server.ts'
import { documentFiles, getAs, loggedIn, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { databasesFor, startTestApp, type TestApp } from './support/test-app.ts'

const MB = 1024 * 1024

/** Receipts and documents kept in an S3 bucket, as the nodes of a portal on several machines keep them. */
describe.each(databasesFor('pglite'))('files in an S3 bucket (%s)', (kind) => {
  let test: TestApp
  let settings: S3Storage
  let bucket: S3Client
  beforeAll(async () => {
    test = await startTestApp(kind, { storage: 's3' })
    settings = test.app.ctx.config.storage as S3Storage
    bucket = s3Client(settings)
  })
  afterAll(async () => {
    bucket.destroy()
    await test.close()
  })

  /** The object's bytes, read from the bucket itself rather than through the portal. */
  const objectBytes = async (storedName: string) => {
    const object = await bucket.send(new GetObjectCommand({ Bucket: settings.bucket, Key: `${settings.keyPrefix}${storedName}` }))
    return Buffer.from(await object.Body!.transformToByteArray())
  }
  const keys = async () =>
    ((await bucket.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: settings.keyPrefix }))).Contents ?? []).map(
      (object) => object.Key,
    )
  const unfinishedUploads = async () =>
    (await bucket.send(new ListMultipartUploadsCommand({ Bucket: settings.bucket, Prefix: settings.keyPrefix }))).Uploads
      ?.length ?? 0
  const receiptOf = async (id: string) =>
    (await test.database.db.select().from(receipts).where(eq(receipts.receiptLinkId, id)))[0]!
  const newReceiptId = async () =>
    (await createReceiptLinks(test.app.ctx, { event: 'Lantern Night', count: 1, language: 'en' }))[0]!.id

  it('keeps a receipt in the bucket, cleaned of its metadata, and reads it back byte for byte', async () => {
    const id = await newReceiptId()
    const form = multipartFile('file', 'receipt.jpg', 'image/jpeg', jpegWithMetadata())
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/uploadReceipt?id=${id}`,
      headers: { 'content-type': form.contentType },
      payload: form.body,
    })
    expect(response.json()).toMatchObject({ success: true })
    const row = await receiptOf(id)
    const cleaned = stripImageMetadata(jpegWithMetadata(), 'jpeg')
    const stored = await objectBytes(row.storedName)
    expect(stored.equals(cleaned)).toBe(true)
    expect(row.sha256).toBe(createHash('sha256').update(stored).digest('hex'))
    const chunks: Buffer[] = []
    for await (const chunk of await test.app.ctx.files.open(row.storedName)) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).equals(cleaned)).toBe(true)
    // The upload as it came, kept only while it was cleaned, is gone.
    expect(await keys()).toEqual([`${settings.keyPrefix}${row.storedName}`])
  })

  it('keeps an upgrade document in the bucket, which every node answers as sent', async () => {
    const { token } = await loggedIn(test)
    const documentId = await uploadDocument(test, token, 'png')
    const created = await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ addressDocumentId: [documentId] }))
    expect(created.json()).toMatchObject({ success: true })
    const sent = documentFiles.png().bytes
    const [row] = await test.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, documentId))
    expect((await objectBytes(row!.storedName)).equals(sent)).toBe(true)
    expect((await getAs(test, token, `/api/uploadedFile/${documentId}`)).rawPayload.equals(sent)).toBe(true)
    const otherNode = await startTestApp(kind, { sharing: test })
    try {
      expect((await getAs(otherNode, token, `/api/uploadedFile/${documentId}`)).rawPayload.equals(sent)).toBe(true)
    } finally {
      await otherNode.close()
    }
  })

  it('streams a large receipt (9 MB) to the bucket in parts while it is still arriving', async () => {
    const id = await newReceiptId()
    const picture = largePngWithMetadata(9 * MB)
    const form = multipartFile('file', 'receipt.png', 'image/png', picture)
    const body = new PassThrough()
    const answer = test.app.inject({
      method: 'POST',
      url: `/api/uploadReceipt?id=${id}`,
      headers: { 'content-type': form.contentType, 'content-length': String(form.body.length) },
      payload: body,
    })
    body.write(form.body.subarray(0, 6 * MB))
    // Its first part is in the bucket while 3 MB are still to come.
    await expect.poll(unfinishedUploads, { timeout: 20_000 }).toBe(1)
    body.end(form.body.subarray(6 * MB))
    expect((await answer).json()).toMatchObject({ success: true })
    const row = await receiptOf(id)
    expect((await objectBytes(row.storedName)).equals(stripImageMetadata(picture, 'png'))).toBe(true)
    expect(await unfinishedUploads()).toBe(0)
  })

  it('a node whose bucket does not answer does not start, and says which bucket and why', async () => {
    const config = loadConfig({ ...s3Env({ ...inject('s3Server'), bucket: 'no-such-bucket' }, 'portal') })
    const starting = buildApp({ config, database: test.database, logger: false })
    await expect(starting).rejects.toThrow(StorageUnavailable)
    await expect(starting).rejects.toThrow(
      /the S3 bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ under portal\/.*NoSuchBucket/,
    )
  })
})

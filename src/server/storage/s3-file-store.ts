import { randomUUID } from 'node:crypto'
import { PassThrough, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { mimeTypeOfKind } from '#contract/rules/upload-files'
import type { S3Storage } from '#server/config.ts'
import { inspector } from './file-inspector.ts'
import { FileRefused, checkedStoredName, probeStorage, storedNamePattern, type FileStore } from './file-store.ts'

/** Each step of the storage probe (start-up, readiness) gives up after this. */
const probeStepMs = 10_000

export function s3Client(settings: S3Storage): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // By default the SDK adds CRC32 checksums (x-amz-checksum-crc32) to every upload, even of an
    // empty body, which some S3-compatible services and setups refuse: only where an operation
    // requires one. The signature covers the body's SHA-256 all the same.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable endpoint fails the probe in seconds; every upload at once may hold a connection.
    requestHandler: {
      connectionTimeout: 5_000,
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  })
}

/**
 * Files as objects in an S3 bucket (AWS S3, MinIO, Cloudflare R2…) under the key prefix, named
 * as the local store names them. Uploads stream through: a file of more than one part (5 MB)
 * goes as a multipart upload, part by part, so a node holds about one part per upload. A part
 * upload that broke off stays an incomplete multipart upload until the clean-up aborts it.
 */
export function s3FileStore(settings: S3Storage): FileStore {
  const client = s3Client(settings)
  const { bucket, keyPrefix } = settings
  const keyOf = (storedName: string) => `${keyPrefix}${checkedStoredName(storedName)}`
  /** The stored name of a key of this store, if it is one. */
  const nameOf = (key: string | undefined) => {
    const name = key?.startsWith(keyPrefix) ? key.slice(keyPrefix.length) : undefined
    return name && storedNamePattern.test(name) ? name : undefined
  }
  return {
    soleWriter: false,
    async save(source, rule) {
      const check = inspector(rule)
      const body = new PassThrough()
      const piping = pipeline(source, check.transform, body)
      let uploading: Promise<unknown> = Promise.resolve()
      try {
        // The key names the kind, so the object is begun once the first bytes have told it.
        const kind = await check.kind
        const storedName = `${randomUUID()}.${kind}`
        const upload = new Upload({
          client,
          // One part in flight: memory stays at about a part per upload, and the sender is slowed to S3's pace.
          queueSize: 1,
          params: { Bucket: bucket, Key: keyOf(storedName), Body: body, ContentType: mimeTypeOfKind[kind] },
        })
        // A failed upload stops reading the body: ending it ends the pipeline too.
        uploading = upload.done().catch((error: unknown) => {
          body.destroy(error as Error)
          throw error
        })
        await Promise.all([piping, uploading])
        return { storedName, ...check.result() }
      } catch (error) {
        // Ends the pipeline too when the upload never began reading it.
        body.destroy()
        const stopped = await piping.then(
          () => undefined,
          (pipelineError: unknown) => pipelineError,
        )
        // The upload aborts its parts once its body ends; wait for that, whatever it answers.
        await uploading.catch(() => {})
        // A refused file may still be arriving; drain it so the request can be answered.
        source.resume()
        // A refusal says more than the upload it stopped.
        throw stopped instanceof FileRefused ? stopped : error
      }
    },
    async open(storedName) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(storedName) }))
      return object.Body as Readable
    },
    async write(name, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(name), Body: bytes, ContentType: contentType }))
    },
    async remove(storedName) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(storedName) }))
    },
    async removeLeftovers(before) {
      let markers: { KeyMarker?: string; UploadIdMarker?: string } = {}
      for (;;) {
        const page = await client.send(
          new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: keyPrefix, Delimiter: '/', ...markers }),
        )
        for (const upload of page.Uploads ?? []) {
          if (!nameOf(upload.Key) || !upload.Initiated || upload.Initiated >= before) continue
          await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }))
        }
        if (!page.IsTruncated) return
        markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker }
      }
    },
    async storedBefore(before) {
      const names: string[] = []
      const pages = paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: keyPrefix, Delimiter: '/' })
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const name = nameOf(object.Key)
          if (name && object.LastModified && object.LastModified < before) names.push(name)
        }
      }
      return names
    },
    check: () => {
      const options = () => ({ abortSignal: AbortSignal.timeout(probeStepMs) })
      const where = `the S3 bucket ${bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}${keyPrefix ? ` under ${keyPrefix}` : ''}`
      return probeStorage(`${where} (STORAGE=s3, S3_*)`, {
        write: async (name, bytes) => {
          await client.send(new PutObjectCommand({ Bucket: bucket, Key: `${keyPrefix}${name}`, Body: bytes }), options())
        },
        read: async (name) => {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${keyPrefix}${name}` }), options())
          return Buffer.from(await object.Body!.transformToByteArray())
        },
        remove: async (name) => {
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${keyPrefix}${name}` }), options())
        },
      })
    },
  }
}

import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { ListMultipartUploadsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { claimedKind, fileCountProblem, fileProblem, uploadRules } from '#contract/rules/upload-files'
import { loadConfig, type S3Storage } from '#server/config.ts'
import { FileRefused, StorageUnavailable, type FileStore } from '#server/storage/file-store.ts'
import { localFileStore } from '#server/storage/local-file-store.ts'
import { s3Client, s3FileStore } from '#server/storage/s3-file-store.ts'
import { sniffFileKind } from '#contract/rules/sniff-file-kind'
import { s3Env, startS3Server, type TestS3Server } from '#tests/support/s3-server.ts'

const MB = 1024 * 1024
const jpegHead = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]
const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const pdfHead = [...Buffer.from('%PDF-1.7')]

/** The bytes of a file of `size` that starts with `head`; the rest is random, so that parts out of order show. */
function bytesOf(head: number[], size: number): Buffer {
  const bytes = randomBytes(size)
  Buffer.from(head).copy(bytes)
  return bytes
}

/** Bytes arriving in 64 KiB chunks, as a request body does. */
function streamOf(bytes: Buffer): Readable {
  const chunks: Buffer[] = []
  for (let offset = 0; offset < bytes.length; offset += 64 * 1024) chunks.push(bytes.subarray(offset, offset + 64 * 1024))
  return Readable.from(chunks)
}

const fileOf = (head: number[], size: number) => streamOf(bytesOf(head, size))

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

describe('sniffFileKind', () => {
  it('knows JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffFileKind(Buffer.from(jpegHead))).toBe('jpeg')
    expect(sniffFileKind(Buffer.from(pngHead))).toBe('png')
    expect(sniffFileKind(Buffer.from(pdfHead))).toBe('pdf')
  })
  it('refuses anything else, whatever its name', () => {
    expect(sniffFileKind(Buffer.from('GIF89a..'))).toBeUndefined()
    expect(sniffFileKind(Buffer.from([0xff, 0xd8]))).toBeUndefined()
  })
})

describe('upload rules', () => {
  it('reads the claimed kind from the type, else the extension', () => {
    expect(claimedKind({ name: 'a.JPG', type: '' })).toBe('jpeg')
    expect(claimedKind({ name: 'scan', type: 'application/pdf' })).toBe('pdf')
    expect(claimedKind({ name: 'a.gif', type: 'image/gif' })).toBeUndefined()
  })
  it('takes a PDF of exactly 5 MB and refuses one byte more', () => {
    expect(fileProblem(uploadRules.document, 'pdf', 5 * MB)).toBeUndefined()
    expect(fileProblem(uploadRules.document, 'pdf', 5 * MB + 1)).toEqual({ key: 'Register.uploadSize' })
  })
  it('takes an image of 4.5 MB and refuses one byte more', () => {
    expect(fileProblem(uploadRules.document, 'jpeg', 4.5 * MB)).toBeUndefined()
    expect(fileProblem(uploadRules.document, 'png', 4.5 * MB + 1)).toEqual({ key: 'upload.too-large', params: { size: 4.5 } })
  })
  it('takes a receipt of 10 MB, refuses one byte more and refuses a PDF', () => {
    expect(fileProblem(uploadRules.receipt, 'png', 10 * MB)).toBeUndefined()
    expect(fileProblem(uploadRules.receipt, 'png', 10 * MB + 1)).toEqual({ key: 'upload.too-large', params: { size: 10 } })
    expect(fileProblem(uploadRules.receipt, 'pdf', 100)).toEqual({ key: 'upload.type-image' })
  })
  it('refuses an empty file and an unknown kind', () => {
    expect(fileProblem(uploadRules.document, 'jpeg', 0)).toEqual({ key: 'upload.empty' })
    expect(fileProblem(uploadRules.document, undefined, 10)).toEqual({ key: 'upload.type-document' })
  })
  it('holds 3 documents but 1 staff document', () => {
    expect(fileCountProblem(uploadRules.document, 3)).toBeUndefined()
    expect(fileCountProblem(uploadRules.document, 4)).toEqual({ key: 'Register.uploadMaxLength', params: { count: 3 } })
    expect(fileCountProblem(uploadRules.staffDocument, 1)).toBeUndefined()
    expect(fileCountProblem(uploadRules.staffDocument, 2)).toEqual({ key: 'Register.uploadMaxLength', params: { count: 1 } })
  })
})

const inAMinute = () => new Date(Date.now() + 60_000)
const aMinuteAgo = () => new Date(Date.now() - 60_000)

/** One store under test, with a look at what it keeps beside whole files. */
interface StoreUnderTest {
  store: FileStore
  /** Partial files: `.part` files of the folder, unfinished multipart uploads of the bucket. */
  partials(): Promise<number>
  /** The same kind of store where nothing can be written. */
  broken(): FileStore
  close(): void
}

let s3: TestS3Server
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(() => s3.close())

const s3Settings = (keyPrefix = `test-${randomUUID()}`) => loadConfig(s3Env(s3, keyPrefix)).storage as S3Storage

const storeKinds = {
  local: (): StoreUnderTest => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'file-store-'))
    return {
      store: localFileStore(directory, { soleWriter: true }),
      partials: async () => readdirSync(directory).filter((name) => name.endsWith('.part')).length,
      broken: () => {
        const notAFolder = path.join(directory, 'not-a-folder')
        writeFileSync(notAFolder, '')
        return localFileStore(notAFolder, { soleWriter: true })
      },
      close: () => rmSync(directory, { recursive: true, force: true }),
    }
  },
  s3: (): StoreUnderTest => {
    const settings = s3Settings()
    const client = s3Client(settings)
    return {
      store: s3FileStore(settings),
      partials: async () => {
        const listed = await client.send(new ListMultipartUploadsCommand({ Bucket: settings.bucket, Prefix: settings.keyPrefix }))
        return listed.Uploads?.length ?? 0
      },
      broken: () => s3FileStore({ ...settings, bucket: 'no-such-bucket' }),
      close: () => client.destroy(),
    }
  },
}

describe.each(Object.keys(storeKinds) as (keyof typeof storeKinds)[])('%s file store', (storeKind) => {
  let kept: StoreUnderTest
  let store: FileStore
  beforeEach(() => {
    kept = storeKinds[storeKind]()
    store = kept.store
  })
  afterEach(() => kept.close())

  const nothingKept = async () => {
    expect(await store.storedBefore(inAMinute())).toEqual([])
    expect(await kept.partials()).toBe(0)
  }

  it('keeps a file under a server-made name with its real kind, size and hash, and reads it back as sent', async () => {
    const bytes = bytesOf(pngHead, 200_000)
    const stored = await store.save(streamOf(bytes), uploadRules.document)
    expect(stored).toMatchObject({ kind: 'png', size: 200_000, sha256: createHash('sha256').update(bytes).digest('hex') })
    expect(stored.storedName).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect(await store.storedBefore(inAMinute())).toEqual([stored.storedName])
    expect((await readAll(await store.open(stored.storedName))).equals(bytes)).toBe(true)
  })

  it('streams a file of several parts (6 MB) and reads it back as sent', async () => {
    const bytes = bytesOf(jpegHead, 6 * MB)
    const stored = await store.save(streamOf(bytes), uploadRules.receipt)
    expect(stored).toMatchObject({ kind: 'jpeg', size: 6 * MB })
    expect((await readAll(await store.open(stored.storedName))).equals(bytes)).toBe(true)
    expect(await kept.partials()).toBe(0)
  })

  it('refuses content that is not what the rule takes and leaves nothing behind', async () => {
    await expect(store.save(fileOf([...Buffer.from('GIF89a..')], 1000), uploadRules.document)).rejects.toThrow(FileRefused)
    await expect(store.save(fileOf(pdfHead, 1000), uploadRules.receipt)).rejects.toMatchObject({
      problem: { key: 'upload.type-image' },
    })
    await nothingKept()
  })

  it('stops a file the moment it passes its size limit, also once parts of it are stored', async () => {
    await expect(store.save(fileOf(pdfHead, 5 * MB + 1), uploadRules.document)).rejects.toMatchObject({
      problem: { key: 'Register.uploadSize' },
    })
    await expect(store.save(fileOf(pngHead, 10 * MB + 1), uploadRules.receipt)).rejects.toMatchObject({
      problem: { key: 'upload.too-large' },
    })
    await nothingKept()
  })

  it('refuses a file too short to be anything', async () => {
    await expect(store.save(Readable.from([Buffer.from([0xff, 0xd8])]), uploadRules.document)).rejects.toThrow(FileRefused)
    await nothingKept()
  })

  it('fails with the body that broke off, and keeps nothing of it', async () => {
    const source = new PassThrough()
    const saving = store.save(source, uploadRules.receipt)
    source.write(bytesOf(jpegHead, 64 * 1024))
    // Once the store reads it, as a request's body is read from its start.
    await once(source, 'resume')
    source.destroy(new Error('connection reset'))
    await expect(saving).rejects.toThrow('connection reset')
    await nothingKept()
  })

  it('opens and removes only names it made', async () => {
    await expect(store.open('../../etc/passwd')).rejects.toThrow()
    const stored = await store.save(fileOf(jpegHead, 100), uploadRules.receipt)
    await store.remove(stored.storedName)
    await expect(store.open(stored.storedName)).rejects.toThrow()
    await store.remove(stored.storedName)
    await nothingKept()
  })

  it('lists whole files written before a time, and not its probe', async () => {
    const stored = await store.save(fileOf(pdfHead, 1000), uploadRules.document)
    await store.check()
    expect(await store.storedBefore(aMinuteAgo())).toEqual([])
    expect(await store.storedBefore(inAMinute())).toEqual([stored.storedName])
  })

  it('removes what a cut-off upload left once it is older than the cut-off, and no whole file', async () => {
    const whole = await store.save(fileOf(pdfHead, 1000), uploadRules.document)
    // An upload whose sender stops after 6 MB: a partial file, or a multipart upload with one part.
    const source = new PassThrough()
    const saving = store.save(source, uploadRules.receipt)
    source.write(bytesOf(pngHead, 6 * MB))
    await expect.poll(() => kept.partials(), { timeout: 10_000 }).toBe(1)
    await store.removeLeftovers(aMinuteAgo())
    expect(await kept.partials()).toBe(1)
    await store.removeLeftovers(inAMinute())
    expect(await kept.partials()).toBe(0)
    expect(await store.storedBefore(inAMinute())).toEqual([whole.storedName])
    source.destroy(new Error('gone'))
    await expect(saving).rejects.toThrow()
  })

  it('checks that it can write, read back and delete, and says where it cannot', async () => {
    await store.check()
    await nothingKept()
    const failing = kept.broken().check()
    await expect(failing).rejects.toThrow(StorageUnavailable)
    await expect(failing).rejects.toThrow(storeKind === 'local' ? /not-a-folder/ : /no-such-bucket/)
  })
})

describe('S3 file store requests', () => {
  const checksumHeader = /^x-amz-(sdk-)?checksum/i
  const checksumsIn = (requests: TestS3Server['requests']) =>
    requests.flatMap(({ method, url, headers }) =>
      [...Object.keys(headers), ...new URL(url, 'http://s3.test').searchParams.keys()]
        .filter((name) => checksumHeader.test(name))
        .map((name) => `${method} ${url}: ${name}`),
    )

  it('carry no x-amz-checksum header or query parameter, in any call the store makes', async () => {
    const settings = s3Settings()
    const store = s3FileStore(settings)
    const first = s3.requests.length
    await store.check()
    const small = await store.save(fileOf(jpegHead, 1000), uploadRules.receipt)
    const large = await store.save(fileOf(pngHead, 6 * MB), uploadRules.receipt)
    await expect(store.save(fileOf(pngHead, 10 * MB + 1), uploadRules.receipt)).rejects.toThrow(FileRefused)
    await readAll(await store.open(small.storedName))
    await readAll(await store.open(large.storedName))
    await store.storedBefore(inAMinute())
    await store.removeLeftovers(inAMinute())
    await store.remove(small.storedName)
    await store.remove(large.storedName)
    const sent = s3.requests.slice(first)
    // Each kind of call went out: put, multipart (begun, parts, completed, aborted), get, list, delete.
    expect(sent.some(({ url }) => url.includes('partNumber=2'))).toBe(true)
    expect(sent.filter(({ method, url }) => method === 'DELETE' && url.includes('uploadId='))).toHaveLength(1)
    expect(checksumsIn(sent)).toEqual([])
  })

  it('would carry one with the SDK defaults, which is what the settings turn off', async () => {
    const settings = s3Settings()
    const defaults = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: true,
      credentials: settings.credentials,
    })
    const first = s3.requests.length
    await defaults.send(
      new PutObjectCommand({ Bucket: settings.bucket, Key: `${settings.keyPrefix}empty`, Body: Buffer.alloc(0) }),
    )
    defaults.destroy()
    expect(checksumsIn(s3.requests.slice(first))).not.toEqual([])
  })

  it('keeps files under the key prefix, with their content type', async () => {
    const settings = s3Settings('portal/uploads/')
    const stored = await s3FileStore(settings).save(fileOf(pdfHead, 1000), uploadRules.document)
    const put = s3.requests.findLast(({ method }) => method === 'PUT')
    expect(put?.url).toContain(`/${settings.bucket}/portal/uploads/${stored.storedName}`)
    expect(put?.headers['content-type']).toBe('application/pdf')
  })
})

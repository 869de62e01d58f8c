import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { claimedKind, fileCountProblem, fileProblem, uploadRules } from '#contract/rules/upload-files'
import { FileRefused, localFileStore, type FileStore } from '#server/storage/file-store.ts'
import { sniffFileKind } from '#contract/rules/sniff-file-kind'

const MB = 1024 * 1024
const jpegHead = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]
const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const pdfHead = [...Buffer.from('%PDF-1.7')]

/** A file of `size` bytes that starts with `head`, arriving in 64 KiB chunks. */
function fileOf(head: number[], size: number): Readable {
  const bytes = Buffer.alloc(size, 0x20)
  Buffer.from(head).copy(bytes)
  const chunks: Buffer[] = []
  for (let offset = 0; offset < size; offset += 64 * 1024) chunks.push(bytes.subarray(offset, offset + 64 * 1024))
  return Readable.from(chunks)
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

describe('localFileStore', () => {
  let directory: string
  let store: FileStore
  beforeEach(() => {
    directory = mkdtempSync(path.join(os.tmpdir(), 'file-store-'))
    store = localFileStore(directory, { soleWriter: true })
  })
  afterEach(() => rmSync(directory, { recursive: true, force: true }))

  it('keeps a file under a server-made name with its real kind, size and hash', async () => {
    const stored = await store.save(fileOf(pngHead, 200_000), uploadRules.document)
    expect(stored).toMatchObject({ kind: 'png', size: 200_000 })
    expect(stored.storedName).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(readdirSync(directory)).toEqual([stored.storedName])
    let read = 0
    for await (const chunk of await store.open(stored.storedName)) read += (chunk as Buffer).length
    expect(read).toBe(200_000)
  })

  it('refuses content that is not what the rule takes and leaves nothing behind', async () => {
    await expect(store.save(fileOf([...Buffer.from('GIF89a..')], 1000), uploadRules.document)).rejects.toThrow(FileRefused)
    await expect(store.save(fileOf(pdfHead, 1000), uploadRules.receipt)).rejects.toMatchObject({
      problem: { key: 'upload.type-image' },
    })
    expect(readdirSync(directory)).toEqual([])
  })

  it('stops a file the moment it passes its size limit', async () => {
    await expect(store.save(fileOf(pdfHead, 5 * MB + 1), uploadRules.document)).rejects.toMatchObject({
      problem: { key: 'Register.uploadSize' },
    })
    expect(readdirSync(directory)).toEqual([])
  })

  it('refuses a file too short to be anything', async () => {
    await expect(store.save(Readable.from([Buffer.from([0xff, 0xd8])]), uploadRules.document)).rejects.toThrow(FileRefused)
  })

  it('opens and removes only names it made', async () => {
    await expect(store.open('../../etc/passwd')).rejects.toThrow()
    const stored = await store.save(fileOf(jpegHead, 100), uploadRules.receipt)
    await store.remove(stored.storedName)
    expect(readdirSync(directory)).toEqual([])
  })
})

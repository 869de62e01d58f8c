import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { Problem } from '#contract/messages'
import { fileKinds, type FileKind, type UploadRule } from '#contract/rules/upload-files'

export interface StoredFile {
  /** The server-made name the file is kept under; never the client's name. */
  storedName: string
  kind: FileKind
  size: number
  sha256: string
}

/** The file broke an upload rule; `problem` says which, for the member. */
export class FileRefused extends Error {
  override readonly name = 'FileRefused'
  constructor(readonly problem: Problem) {
    super(problem.key)
  }
}

/** The storage cannot be written, read back or deleted from; the message says where and why, for the operator. */
export class StorageUnavailable extends Error {
  override readonly name = 'StorageUnavailable'
}

/** Where uploaded files live: a local folder on one machine, an S3 bucket shared by several. */
export interface FileStore {
  /**
   * No other process writes here (the embedded database holds its data folder for one process),
   * so at start-up every partial or unrecorded file is one a stopped process left.
   */
  readonly soleWriter: boolean
  /** Streams the file to storage, checking kind by content and size as it goes; refuses with FileRefused. */
  save(source: Readable, rule: UploadRule): Promise<StoredFile>
  /** The file, once it is open: one that cannot be read fails here, before anything is answered. */
  open(storedName: string): Promise<Readable>
  remove(storedName: string): Promise<void>
  /**
   * Keeps a file the portal made itself (a member's copy of their data) under a name of
   * {@link madeNamePattern}: no upload check, and no clean-up of unrecorded uploads lists it.
   */
  write(name: string, bytes: Buffer, contentType: string): Promise<void>
  /** Deletes partial files of uploads that broke off before `before` (a process stopped mid-upload). */
  removeLeftovers(before: Date): Promise<void>
  /** The names of whole files written before `before`, for a check against the records that name them. */
  storedBefore(before: Date): Promise<string[]>
  /** Writes, reads back and deletes a small probe file; fails with StorageUnavailable. */
  check(): Promise<void>
}

/** A name `save` made: a random id and the extension of any kind it takes. */
export const storedNamePattern = new RegExp(`^[0-9a-f-]{36}\\.(${fileKinds.join('|')})$`)

/** A name of a file the portal made: a random id and the made file's extension. */
const madeNamePattern = /^[0-9a-f-]{36}\.(json|html)$/

/** The name of a stored or made file; throws for any other, so that no caller reaches outside the store's files. */
export function checkedStoredName(storedName: string): string {
  if (!storedNamePattern.test(storedName) && !madeNamePattern.test(storedName)) {
    throw new Error(`not a stored file name: ${storedName}`)
  }
  return storedName
}

/**
 * Writes, reads back and deletes a probe file through a store's own primitives. The probe's
 * name is none `save` makes, so no clean-up or listing ever takes it for an upload.
 */
export async function probeStorage(
  where: string,
  steps: {
    write(name: string, bytes: Buffer): Promise<void>
    read(name: string): Promise<Buffer>
    remove(name: string): Promise<void>
  },
): Promise<void> {
  const name = `.probe-${randomUUID()}`
  const bytes = Buffer.from(`storage probe ${name}`)
  try {
    await steps.write(name, bytes)
    const read = await steps.read(name)
    if (!read.equals(bytes)) throw new Error('the probe file read back differs from what was written')
    await steps.remove(name)
  } catch (error) {
    throw new StorageUnavailable(
      `File storage is not usable: could not write, read back and delete a probe file in ${where}: ${String(error)}`,
      { cause: error },
    )
  }
}

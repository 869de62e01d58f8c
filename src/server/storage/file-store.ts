import { createHash, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Problem } from '#contract/messages'
import {
  fileKinds,
  fileProblem,
  largestUploadBytes,
  tooLargeProblem,
  type FileKind,
  type UploadRule,
} from '#contract/rules/upload-files'
import { sniffFileKind, sniffLength } from '#contract/rules/sniff-file-kind'

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

/** Where uploaded files live; local folder by default, an object store could stand behind the same shape. */
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
  /** Deletes partial files of uploads that broke off before `before` (a process stopped mid-upload). */
  removeLeftovers(before: Date): Promise<void>
  /** The names of whole files written before `before`, for a check against the records that name them. */
  storedBefore(before: Date): Promise<string[]>
  /** Writes, reads back and deletes a small probe: fails when the storage cannot keep files. */
  check(): Promise<void>
}

/** A name `save` made: a random id and the extension of any kind it takes. */
const storedNamePattern = new RegExp(`^[0-9a-f-]{36}\\.(${fileKinds.join('|')})$`)
const partialNamePattern = /^[0-9a-f-]{36}\.part$/

/** Checks the first bytes and the running size while the file streams past. */
function inspector(rule: UploadRule) {
  let head = Buffer.alloc(0)
  let kind: FileKind | undefined
  let size = 0
  const hash = createHash('sha256')
  const refuse = (problem: Problem | undefined) => (problem ? new FileRefused(problem) : undefined)
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (kind === undefined) {
        head = Buffer.concat([head, chunk]).subarray(0, sniffLength)
        if (head.length >= sniffLength) {
          kind = sniffFileKind(head)
          const refusal = refuse(fileProblem(rule, kind, 1))
          if (refusal) return callback(refusal)
        }
      }
      // Until the kind is known, no file may pass the largest limit of any kind.
      const problem = kind
        ? fileProblem(rule, kind, size)
        : size > largestUploadBytes
          ? tooLargeProblem(largestUploadBytes)
          : undefined
      const refusal = refuse(problem)
      if (refusal) return callback(refusal)
      hash.update(chunk)
      callback(null, chunk)
    },
    flush(callback) {
      kind ??= sniffFileKind(head)
      callback(refuse(fileProblem(rule, kind, size)) ?? null)
    },
  })
  return { transform, result: () => ({ kind: kind!, size, sha256: hash.digest('hex') }) }
}

export function localFileStore(directory: string, { soleWriter }: { soleWriter: boolean }): FileStore {
  const pathOf = (storedName: string) => {
    if (!storedNamePattern.test(storedName)) throw new Error(`not a stored file name: ${storedName}`)
    return path.join(directory, storedName)
  }
  return {
    soleWriter,
    async save(source, rule) {
      await mkdir(directory, { recursive: true, mode: 0o700 })
      const id = randomUUID()
      const partial = path.join(directory, `${id}.part`)
      const check = inspector(rule)
      const sink = createWriteStream(partial, { mode: 0o600 })
      try {
        await pipeline(source, check.transform, sink)
      } catch (error) {
        // A file refused at once may still be opening: it is removed only once its stream has closed.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()))
        await rm(partial, { force: true })
        // A refused file may still be arriving; drain it so the request can be answered.
        source.resume()
        throw error
      }
      const { kind, size, sha256 } = check.result()
      const storedName = `${id}.${kind}`
      await rename(partial, path.join(directory, storedName))
      return { storedName, kind, size, sha256 }
    },
    async open(storedName) {
      const stream = createReadStream(pathOf(storedName))
      await once(stream, 'open')
      return stream
    },
    remove: (storedName) => rm(pathOf(storedName), { force: true }),
    async check() {
      await mkdir(directory, { recursive: true, mode: 0o700 })
      const probe = path.join(directory, `${randomUUID()}.part`)
      try {
        await writeFile(probe, 'probe', { mode: 0o600 })
        if ((await readFile(probe, 'utf8')) !== 'probe') throw new Error(`${directory} does not read back what was written`)
      } finally {
        await rm(probe, { force: true })
      }
    },
    async removeLeftovers(before) {
      for (const name of await namesBefore(directory, partialNamePattern, before)) {
        await rm(path.join(directory, name), { force: true })
      }
    },
    storedBefore: (before) => namesBefore(directory, storedNamePattern, before),
  }
}

/** The folder's files of a name pattern last written before `before`. */
async function namesBefore(directory: string, pattern: RegExp, before: Date): Promise<string[]> {
  const names = (await readdir(directory).catch(() => [])).filter((entry) => pattern.test(entry))
  const old: string[] = []
  for (const name of names) {
    const modified = await stat(path.join(directory, name)).then(
      (info) => info.mtime,
      () => undefined,
    )
    if (modified && modified < before) old.push(name)
  }
  return old
}

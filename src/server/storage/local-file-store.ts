import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { inspector } from './file-inspector.ts'
import { checkedStoredName, probeStorage, storedNamePattern, type FileStore } from './file-store.ts'

const partialNamePattern = /^[0-9a-f-]{36}\.part$/

/** Files in a folder of this machine: the store of a portal that runs on one machine. */
export function localFileStore(directory: string, { soleWriter }: { soleWriter: boolean }): FileStore {
  const pathOf = (storedName: string) => path.join(directory, checkedStoredName(storedName))
  const ensureDirectory = () => mkdir(directory, { recursive: true, mode: 0o700 })
  return {
    soleWriter,
    async save(source, rule) {
      await ensureDirectory()
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
    async write(name, bytes) {
      await ensureDirectory()
      await writeFile(pathOf(name), bytes, { mode: 0o600 })
    },
    async removeLeftovers(before) {
      for (const name of await namesBefore(directory, partialNamePattern, before)) {
        await rm(path.join(directory, name), { force: true })
      }
    },
    storedBefore: (before) => namesBefore(directory, storedNamePattern, before),
    check: () =>
      probeStorage(`the folder ${directory} (UPLOAD_DIR)`, {
        write: async (name, bytes) => {
          await ensureDirectory()
          await writeFile(path.join(directory, name), bytes, { mode: 0o600 })
        },
        read: (name) => readFile(path.join(directory, name)),
        remove: (name) => rm(path.join(directory, name)),
      }),
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

import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { gunzipSync, gzipSync } from 'node:zlib'
import tar from 'tar-stream'
import { checkedStoredName } from '../storage/file-store.ts'
import type { DatabaseSnapshot } from './snapshot.ts'

const format = 'club-portal-backup'

/** What an archive holds, written last: a reader checks every entry against it. */
interface Manifest {
  format: typeof format
  version: 1
  createdAt: string
  migrations: string[]
  tables: { name: string; rows: number; sha256: string }[]
  files: { name: string; size: number; sha256: string }[]
  /** Files the rows named that were deleted before the backup reached them (housekeeping, an erasure). */
  filesGone: string[]
  keys: string[]
  /** Every entry but the manifest and its checksum, with the size and SHA-256 of its bytes. */
  entries: Record<string, { size: number; sha256: string }>
}

/** The keys made at first start, without which codes sent and staff authenticators stop working. */
export interface PortalKeys {
  'code-hmac.secret': string
  'totp-encryption.key': string
}
const keyNames = ['code-hmac.secret', 'totp-encryption.key'] as const

const readme = `Sino Club portal backup.

This archive holds the portal's database, its uploaded files and its keys
(keys/code-hmac.secret and keys/totp-encryption.key). Whoever has it can read
every member's data and make staff sign-in codes: keep it like a password, on
storage only the club's operators can read.

Restore it into an empty data folder with: npm run restore -- THIS-FILE
Move it to PostgreSQL and a bucket with: npm run move -- --from THIS-FILE --to-database URL
`

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

/** Which entry names an archive may hold; anything else is not one of ours. */
function checkedEntryName(name: string): string {
  if (name === 'README.txt' || name === 'manifest.json' || name === 'manifest.sha256') return name
  if (/^database\/[a-z0-9_]+\.json\.gz$/.test(name)) return name
  if (name.startsWith('files/')) return `files/${checkedStoredName(name.slice('files/'.length))}`
  if ((keyNames as readonly string[]).includes(name.slice('keys/'.length)) && name.startsWith('keys/')) return name
  throw new ArchiveRefused(`the archive holds an entry that no backup writes: ${name.slice(0, 80)}`)
}

export interface ArchiveProgress {
  filesDone: number
  filesTotal: number
  bytes: number
}

/**
 * Writes a backup archive (tar) to `sink`: the snapshot's tables (gzipped JSON), each file it
 * names as `open` reads it, the keys, and last the manifest. A file `open` cannot find any more
 * was deleted after the snapshot: the manifest lists it as gone.
 */
export async function writeArchive(
  sink: Writable,
  snapshot: DatabaseSnapshot,
  source: { open(name: string): Promise<Buffer | undefined>; keys: PortalKeys },
  onProgress: (progress: ArchiveProgress) => void = () => {},
  now = new Date(),
): Promise<Manifest> {
  const pack = tar.pack()
  const writing = pipeline(pack, sink)
  const entries: Manifest['entries'] = {}
  let bytes = 0
  const add = (name: string, content: Buffer) =>
    new Promise<void>((resolve, reject) => {
      entries[name] = { size: content.length, sha256: sha256(content) }
      bytes += content.length
      pack.entry({ name, size: content.length, mode: 0o600, mtime: now }, content, (error) => (error ? reject(error) : resolve()))
    })
  try {
    await add('README.txt', Buffer.from(readme))
    for (const table of snapshot.tables) await add(`database/${table.name}.json.gz`, gzipSync(table.json))
    for (const key of keyNames) await add(`keys/${key}`, Buffer.from(source.keys[key]))
    const files: Manifest['files'] = []
    const filesGone: string[] = []
    for (const [index, name] of snapshot.fileNames.entries()) {
      const content = await source.open(name)
      if (content) {
        await add(`files/${name}`, content)
        files.push({ name, size: content.length, sha256: sha256(content) })
      } else {
        filesGone.push(name)
      }
      onProgress({ filesDone: index + 1, filesTotal: snapshot.fileNames.length, bytes })
    }
    const manifest: Manifest = {
      format,
      version: 1,
      createdAt: now.toISOString(),
      migrations: snapshot.migrations,
      tables: snapshot.tables.map(({ name, rows, sha256: sum }) => ({ name, rows, sha256: sum })),
      files,
      filesGone,
      keys: [...keyNames],
      entries: { ...entries },
    }
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 1))
    await add('manifest.json', manifestBytes)
    await add('manifest.sha256', Buffer.from(`${sha256(manifestBytes)}  manifest.json\n`))
    pack.finalize()
    await writing
    return manifest
  } catch (error) {
    pack.destroy(error as Error)
    await writing.catch(() => {})
    throw error
  }
}

/** The archive is damaged, truncated or not a backup: the message says how. */
export class ArchiveRefused extends Error {
  override readonly name = 'ArchiveRefused'
}

/** An unpacked and checked archive: its manifest, and where its entries are. */
interface UnpackedArchive {
  manifest: Manifest
  directory: string
  /** The snapshot's tables, read back from the archive. */
  tables(): Promise<{ name: string; json: string }[]>
  keys(): Promise<PortalKeys>
  filePath(name: string): string
}

/**
 * Unpacks an archive into `directory` (made, and expected empty) and checks it whole: every entry
 * is one a backup writes, the manifest's checksum holds, and every entry it lists is there with
 * its size and SHA-256, none besides. Throws ArchiveRefused otherwise; the caller removes the folder.
 */
export async function unpackArchive(file: string, directory: string): Promise<UnpackedArchive> {
  await mkdir(directory, { recursive: true, mode: 0o700 })
  const seen: Record<string, { size: number; sha256: string }> = {}
  const extract = tar.extract()
  const feeding = pipeline(createReadStream(file), extract)
  // Its failure is read once the entries are: a truncated archive fails both.
  feeding.catch(() => {})
  try {
    for await (const entry of extract) {
      const name = checkedEntryName(entry.header.name)
      if (entry.header.type !== 'file') throw new ArchiveRefused(`the entry ${name} is not a file`)
      if (seen[name]) throw new ArchiveRefused(`the entry ${name} is there twice`)
      await mkdir(path.dirname(path.join(directory, name)), { recursive: true, mode: 0o700 })
      const hash = createHash('sha256')
      let size = 0
      const counting = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk)
          size += chunk.length
          done(null, chunk)
        },
      })
      await pipeline(entry, counting, createWriteStream(path.join(directory, name), { mode: 0o600 }))
      seen[name] = { size, sha256: hash.digest('hex') }
    }
    await feeding
  } catch (error) {
    await feeding.catch(() => {})
    if (error instanceof ArchiveRefused) throw error
    throw new ArchiveRefused(`the archive cannot be read to its end (${(error as Error).message}): it is truncated or damaged`)
  }
  const manifest = await checkedManifest(directory, seen)
  const tablePath = (name: string) => path.join(directory, 'database', `${name}.json.gz`)
  return {
    manifest,
    directory,
    tables: () =>
      Promise.all(
        manifest.tables.map(async (table) => ({
          name: table.name,
          json: gunzipSync(await readFile(tablePath(table.name))).toString('utf8'),
        })),
      ),
    keys: async () =>
      Object.fromEntries(
        await Promise.all(keyNames.map(async (key) => [key, (await readFile(path.join(directory, 'keys', key), 'utf8')).trim()])),
      ) as PortalKeys,
    filePath: (name) => path.join(directory, 'files', checkedStoredName(name)),
  }
}

async function checkedManifest(directory: string, seen: Record<string, { size: number; sha256: string }>): Promise<Manifest> {
  if (!seen['manifest.json'] || !seen['manifest.sha256'])
    throw new ArchiveRefused('the archive has no manifest at its end: it is truncated, or not a backup of the portal')
  const sum = (await readFile(path.join(directory, 'manifest.sha256'), 'utf8')).split(/\s/)[0]
  if (sum !== seen['manifest.json'].sha256)
    throw new ArchiveRefused('the manifest does not match its checksum: the archive was altered')
  const manifest = JSON.parse(await readFile(path.join(directory, 'manifest.json'), 'utf8')) as Manifest
  if (manifest.format !== format || manifest.version !== 1) throw new ArchiveRefused('the archive is not a backup of the portal')
  const listed = Object.keys(manifest.entries)
  for (const name of listed) {
    const entry = seen[name]
    if (!entry) throw new ArchiveRefused(`the entry ${name} is missing: the archive is incomplete`)
    if (entry.size !== manifest.entries[name]?.size || entry.sha256 !== manifest.entries[name]?.sha256)
      throw new ArchiveRefused(`the entry ${name} differs from its checksum: the archive was altered or damaged`)
  }
  const extra = Object.keys(seen).filter((name) => !manifest.entries[name] && !name.startsWith('manifest.'))
  if (extra.length > 0) throw new ArchiveRefused(`the archive holds entries its manifest does not list: ${extra.join(', ')}`)
  for (const table of manifest.tables) {
    const json = gunzipSync(await readFile(path.join(directory, 'database', `${table.name}.json.gz`))).toString('utf8')
    if (sha256(json) !== table.sha256) throw new ArchiveRefused(`the table ${table.name} differs from its checksum`)
  }
  return manifest
}

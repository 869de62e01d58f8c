import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import { buffer } from 'node:stream/consumers'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import { resolveCodeSecret } from '../secrets/code-secret.ts'
import { errorChain, errorCode } from '../lib/error-code.ts'
import { resolveTotpKey } from '../secrets/totp-key.ts'
import type { FileStore } from '../storage/file-store.ts'
import { writeArchive, type ArchiveProgress, type PortalKeys } from './archive.ts'
import { CopyRefused, takeSnapshot } from './snapshot.ts'

/** The keys the portal uses: from the configuration, or the files made at first start in the data folder. */
export const portalKeys = (config: Config, kind: 'pglite' | 'postgres'): PortalKeys => ({
  'code-hmac.secret': resolveCodeSecret(config, kind),
  'totp-encryption.key': resolveTotpKey(config, kind),
})

/** A file the store no longer has: deleted since the snapshot named it. */
const isGone = (error: unknown) => errorChain(error).some((e) => errorCode(e) === 'ENOENT' || (e as Error).name === 'NoSuchKey')

export interface BackupSummary {
  file: string
  tables: number
  rows: number
  files: number
  filesGone: number
  bytes: number
}

/**
 * Writes a backup of a running portal to `file` (which must not exist yet): the snapshot first,
 * then the files it names, as members go on using the portal. The archive is written beside
 * the file under another name and renamed at the end, so `file` is either whole or absent.
 */
export async function backupTo(
  file: string,
  source: { db: Db; files: FileStore; keys: PortalKeys },
  onProgress?: (progress: ArchiveProgress) => void,
): Promise<BackupSummary> {
  if (
    await stat(file).then(
      () => true,
      () => false,
    )
  )
    throw new CopyRefused(`${file} exists already: name a new file`)
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`
  try {
    const snapshot = await takeSnapshot(source.db)
    const sink = createWriteStream(partial, { mode: 0o600, flags: 'wx' })
    const manifest = await writeArchive(
      sink,
      snapshot,
      {
        keys: source.keys,
        open: async (name) => {
          try {
            return await buffer(await source.files.open(name))
          } catch (error) {
            if (isGone(error)) return undefined
            throw error
          }
        },
      },
      onProgress,
    )
    await rename(partial, file)
    return {
      file,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      files: manifest.files.length,
      filesGone: manifest.filesGone.length,
      bytes: (await stat(file)).size,
    }
  } finally {
    await rm(partial, { force: true })
  }
}

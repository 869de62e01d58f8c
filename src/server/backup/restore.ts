import { randomBytes } from 'node:crypto'
import { mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { openPglite } from '../db/database.ts'
import { unpackArchive } from './archive.ts'
import { checkSameMigrations, compareWithSnapshot, CopyRefused, loadSnapshot } from './snapshot.ts'

/** Whether a folder is missing or empty. */
const isEmptyFolder = (folder: string) =>
  readdir(folder).then(
    (names) => names.length === 0,
    () => true,
  )

interface RestoreSummary {
  dataDir: string
  rows: number
  files: number
}

/**
 * Restores a backup into an empty data folder (and upload folder, when that is elsewhere): the
 * archive is unpacked and checked, the embedded database built from it and compared with the
 * manifest, and only then is the result moved into place. Whatever fails, nothing is left behind.
 */
export async function restoreFrom(archive: string, target: { dataDir: string; uploadDir: string }): Promise<RestoreSummary> {
  const { dataDir, uploadDir } = target
  const uploadsInside = path.relative(dataDir, uploadDir) === 'uploads'
  for (const folder of uploadsInside ? [dataDir] : [dataDir, uploadDir]) {
    if (!(await isEmptyFolder(folder)))
      throw new CopyRefused(
        `${folder} is not empty: a backup is restored into an empty folder (stop the portal and move the folder away first)`,
      )
  }
  const work = `${dataDir}.restoring-${randomBytes(4).toString('hex')}`
  const staging = path.join(work, 'data')
  try {
    const unpacked = await unpackArchive(archive, path.join(work, 'archive'))
    const { manifest } = unpacked
    const database = await openPglite(staging)
    try {
      await checkSameMigrations(database.db, manifest.migrations)
      await loadSnapshot(database.db, await unpacked.tables())
      await compareWithSnapshot(database.db, manifest.tables)
    } finally {
      await database.close()
    }
    const keys = await unpacked.keys()
    for (const [name, value] of Object.entries(keys)) await writeFile(path.join(staging, name), value, { mode: 0o600 })
    const stagedUploads = uploadsInside ? path.join(staging, 'uploads') : path.join(work, 'uploads')
    await mkdir(stagedUploads, { recursive: true, mode: 0o700 })
    for (const file of manifest.files) await rename(unpacked.filePath(file.name), path.join(stagedUploads, file.name))
    await rmdir(dataDir).catch(() => {})
    await mkdir(path.dirname(dataDir), { recursive: true })
    await rename(staging, dataDir)
    if (!uploadsInside) {
      await rmdir(uploadDir).catch(() => {})
      await rename(stagedUploads, uploadDir)
    }
    return { dataDir, rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0), files: manifest.files.length }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

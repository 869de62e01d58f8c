import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { fileKinds, mimeTypeOfKind, type FileKind } from '#contract/rules/upload-files'
import type { S3Storage } from '../config.ts'
import { openPglite, openPostgres } from '../db/database.ts'
import { errorChain } from '../lib/error-code.ts'
import { s3Client } from '../storage/s3-file-store.ts'
import { unpackArchive } from './archive.ts'
import { checkSameMigrations, compareWithSnapshot, CopyRefused, holdsData, loadSnapshot, takeSnapshot } from './snapshot.ts'

/** What is moved: the tables as the snapshot read them, and each file with its size and SHA-256. */
interface MoveSource {
  migrations: string[]
  tables: { name: string; rows: number; json: string; sha256: string }[]
  files: { name: string; size: number; sha256: string; read(): Promise<Buffer> }[]
  /** Where the keys are, for the operator to give the new portal (never the keys themselves). */
  keysAt: string
  close(): Promise<void>
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

/** A stopped embedded portal: its folder is opened (and so locked) for the length of the move. */
async function folderSource(dataDir: string, uploadDir: string): Promise<MoveSource> {
  const database = await openPglite(dataDir)
  try {
    const snapshot = await takeSnapshot(database.db)
    const files: MoveSource['files'] = []
    for (const name of snapshot.fileNames) {
      const bytes = await readFile(path.join(uploadDir, name)).catch((error: unknown) => {
        if (errorChain(error).some((e) => (e as NodeJS.ErrnoException).code === 'ENOENT')) return undefined
        throw error
      })
      // A file named by a row but gone (deleted by housekeeping as the portal stopped) has nothing to move.
      if (bytes) files.push({ name, size: bytes.length, sha256: sha256(bytes), read: () => readFile(path.join(uploadDir, name)) })
    }
    return {
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      files,
      keysAt: `${path.join(dataDir, 'code-hmac.secret')} and ${path.join(dataDir, 'totp-encryption.key')}`,
      close: () => database.close(),
    }
  } catch (error) {
    await database.close()
    throw error
  }
}

/** A backup archive, unpacked and checked in a temporary folder removed at the end. */
async function archiveSource(archive: string): Promise<MoveSource> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'portal-move-'))
  try {
    const unpacked = await unpackArchive(archive, directory)
    const tables = await unpacked.tables()
    return {
      migrations: unpacked.manifest.migrations,
      tables: unpacked.manifest.tables.map((table) => ({
        ...table,
        json: tables.find((t) => t.name === table.name)?.json ?? '[]',
      })),
      files: unpacked.manifest.files.map((file) => ({ ...file, read: () => readFile(unpacked.filePath(file.name)) })),
      keysAt: `keys/code-hmac.secret and keys/totp-encryption.key in ${archive} (tar -xOf ${archive} keys/code-hmac.secret)`,
      close: () => rm(directory, { recursive: true, force: true }),
    }
  } catch (error) {
    await rm(directory, { recursive: true, force: true })
    throw error
  }
}

const contentTypeOf = (name: string) => {
  const extension = name.slice(name.lastIndexOf('.') + 1)
  if ((fileKinds as readonly string[]).includes(extension)) return mimeTypeOfKind[extension as FileKind]
  return extension === 'html' ? 'text/html; charset=utf-8' : 'application/json'
}

/** The bucket, where each object the move writes carries the SHA-256 of its bytes, by which a later run knows it whole. */
function bucketTarget(settings: S3Storage) {
  const client = s3Client(settings)
  const key = (name: string) => `${settings.keyPrefix}${name}`
  return {
    where: `the bucket ${settings.bucket}${settings.keyPrefix ? ` under ${settings.keyPrefix}` : ''}`,
    async holds(file: { name: string; size: number; sha256: string }): Promise<boolean> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key(file.name) }))
        return head.ContentLength === file.size && head.Metadata?.sha256 === file.sha256
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false
        throw error
      }
    },
    async put(file: { name: string; sha256: string }, bytes: Buffer) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key(file.name),
          Body: bytes,
          ContentType: contentTypeOf(file.name),
          Metadata: { sha256: file.sha256 },
        }),
      )
    },
  }
}

export interface MoveProgress {
  step: 'database' | 'files'
  filesDone: number
  filesTotal: number
}

interface MoveSummary {
  rows: number
  tables: number
  databaseCopiedBefore: boolean
  files: number
  filesCopiedBefore: number
  filesWhere: string
  keysAt: string
}

/**
 * Copies an embedded portal (its stopped folder, or a backup archive) into an empty PostgreSQL
 * database and its files into a bucket, and checks both. The database goes in one transaction, so
 * an interrupted move left it empty, or whole; a run again finds it whole (each table as the source
 * has it) and goes on with the files, skipping each object already there with its size and SHA-256.
 */
export async function movePortal(
  from: { archive: string } | { dataDir: string; uploadDir: string },
  to: { databaseUrl: string; bucket: S3Storage | undefined },
  onProgress: (progress: MoveProgress) => void = () => {},
): Promise<MoveSummary> {
  const source = 'archive' in from ? await archiveSource(from.archive) : await folderSource(from.dataDir, from.uploadDir)
  try {
    onProgress({ step: 'database', filesDone: 0, filesTotal: source.files.length })
    const target = await openPostgres(to.databaseUrl, { poolMax: 2 })
    let databaseCopiedBefore = false
    try {
      await checkSameMigrations(target.db, source.migrations)
      if (await holdsData(target.db)) {
        await compareWithSnapshot(target.db, source.tables).catch((error: unknown) => {
          throw error instanceof CopyRefused
            ? new CopyRefused(
                `The database is not empty, and not a copy of this portal: ${error.message}. Move into an empty database.`,
              )
            : error
        })
        databaseCopiedBefore = true
      } else {
        await loadSnapshot(target.db, source.tables)
        await compareWithSnapshot(target.db, source.tables)
      }
    } finally {
      await target.close()
    }
    let filesCopiedBefore = 0
    let filesWhere = 'the upload folder, where they are (give the new portal UPLOAD_DIR, or move them with --to-bucket)'
    if (to.bucket) {
      const bucket = bucketTarget(to.bucket)
      filesWhere = bucket.where
      for (const [index, file] of source.files.entries()) {
        if (await bucket.holds(file)) filesCopiedBefore += 1
        else await bucket.put(file, await file.read())
        onProgress({ step: 'files', filesDone: index + 1, filesTotal: source.files.length })
      }
      const missing = []
      for (const file of source.files) if (!(await bucket.holds(file))) missing.push(file.name)
      if (missing.length > 0)
        throw new CopyRefused(
          `${missing.length} files do not read back from the bucket as sent: ${missing.slice(0, 5).join(', ')}`,
        )
    }
    return {
      rows: source.tables.reduce((sum, table) => sum + table.rows, 0),
      tables: source.tables.length,
      databaseCopiedBefore,
      files: source.files.length,
      filesCopiedBefore,
      filesWhere,
      keysAt: source.keysAt,
    }
  } finally {
    await source.close()
  }
}

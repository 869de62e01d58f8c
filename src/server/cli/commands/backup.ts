import path from 'node:path'
import { backupTo, portalKeys, type BackupSummary } from '#server/backup/backup.ts'
import type { ArchiveProgress } from '#server/backup/archive.ts'
import { CopyRefused } from '#server/backup/snapshot.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/database.ts'
import { backupThroughOpsSocket } from '#server/ops/ops-socket.ts'
import { openFileStore } from '#server/storage/open-file-store.ts'
import { rejectUnknown, takeText, UsageError } from '../args.ts'
import type { Command, CommandOutput } from '../command.ts'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** A progress line every few seconds, and one at the end of the files. */
function progressPrinter(output: CommandOutput, everyMs = 2_000) {
  let printedAt = Date.now()
  return ({ filesDone, filesTotal, bytes }: ArchiveProgress) => {
    if (filesDone < filesTotal && Date.now() - printedAt < everyMs) return
    printedAt = Date.now()
    output.err(`backup: ${filesDone} of ${filesTotal} files, ${megabytes(bytes)} written`)
  }
}

/** Backs up where the data is: through the running portal on PGlite, else by opening the database itself. */
async function backUpHere(file: string, onProgress: (progress: ArchiveProgress) => void): Promise<BackupSummary> {
  const config = loadConfig(process.env)
  if (!config.databaseUrl) {
    const answer = await backupThroughOpsSocket(config.dataDir, file, (progress) => onProgress(progress as ArchiveProgress))
    if (answer?.error) throw new CopyRefused(answer.error)
    // The portal ran this very backup and sent its summary as JSON.
    if (answer) return answer.result as BackupSummary
  }
  const database = await openDatabase(config)
  try {
    const files = await openFileStore(config, { soleWriter: database.kind === 'pglite' })
    return await backupTo(file, { db: database.db, files, keys: portalKeys(config, database.kind) }, onProgress)
  } finally {
    await database.close()
  }
}

export const backup: Command = {
  name: 'backup',
  usage: `Writes one archive with the whole portal: a consistent copy of the database, every uploaded
file it names, and the keys made at first start. Members may go on using the portal meanwhile.

  npm run backup -- --to /backups/portal-2026-11-28.tar

  --to  the archive to write (a new file; written under another name and renamed when whole)
  The archive holds the keys and every member's data: keep it like a password.
  npm run restore -- FILE puts it back into an empty data folder; npm run move -- --from FILE
  copies it into PostgreSQL and a bucket.`,
  async run(options, output) {
    const to = takeText(options, 'to')
    rejectUnknown(options)
    if (!to) throw new UsageError('--to is needed')
    const file = path.resolve(to)
    const started = Date.now()
    let summary: BackupSummary
    try {
      summary = await backUpHere(file, progressPrinter(output))
    } catch (error) {
      if (error instanceof CopyRefused) throw new UsageError(error.message)
      throw error
    }
    output.out(
      `Backup written to ${summary.file} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${summary.rows} rows in ${summary.tables} tables, ${summary.files} files, ${megabytes(summary.bytes)}.`,
    )
    if (summary.filesGone > 0)
      output.out(
        `${summary.filesGone} files the database named were deleted before the backup reached them (listed in its manifest).`,
      )
    output.out(
      "It holds the portal's keys (keys/code-hmac.secret: one-time codes; keys/totp-encryption.key: staff authenticators) " +
        "and every member's data: keep it like a password, where only the club's operators can read it.",
    )
  },
}

import path from 'node:path'
import { ArchiveRefused } from '#server/backup/archive.ts'
import { movePortal, type MoveProgress } from '#server/backup/move.ts'
import { CopyRefused } from '#server/backup/snapshot.ts'
import { loadConfig, type S3Storage } from '#server/config.ts'
import { rejectUnknown, takeText, UsageError } from '../args.ts'
import type { Command, CommandOutput } from '../command.ts'

/** A line per step, and one every few seconds while files go. */
function progressPrinter(output: CommandOutput, everyMs = 2_000) {
  let printedAt = 0
  return ({ step, filesDone, filesTotal }: MoveProgress) => {
    if (step === 'database') return output.err('move: copying the database')
    if (filesDone < filesTotal && Date.now() - printedAt < everyMs) return
    printedAt = Date.now()
    output.err(`move: ${filesDone} of ${filesTotal} files`)
  }
}

/** The bucket's settings: its name from the option, the rest (endpoint, region, credentials, prefix) from the S3_* variables. */
function bucketSettings(bucket: string): S3Storage {
  const storage = loadConfig({ ...process.env, STORAGE: 's3', S3_BUCKET: bucket }).storage
  if (storage.driver !== 's3') throw new Error('STORAGE=s3 gives S3 settings')
  return storage
}

export const move: Command = {
  name: 'move',
  usage: `Copies an embedded portal into PostgreSQL, and its files into an S3 bucket, for a portal
that outgrew one machine. The source is the stopped portal's data folder (DATA_DIR), or a backup.

  npm run move -- --to-database postgres://club:secret@db.example.com/club --to-bucket club-files
  npm run move -- --from /backups/portal.tar --to-database postgres://… --to-bucket club-files

  --to-database  an empty PostgreSQL database (the migrations run first)
  --to-bucket    the bucket for the files; S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE,
                 S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_KEY_PREFIX say the rest. Left out,
                 files stay in UPLOAD_DIR (not with --from).
  --from         a backup archive instead of DATA_DIR
  Counts and checksums of every table and file are checked. Run it again after an interruption:
  what was copied is not copied twice. Then start the portal with DATABASE_URL, STORAGE=s3,
  S3_BUCKET and the two keys it names.`,
  async run(options, output) {
    const databaseUrl = takeText(options, 'to-database')
    const bucket = takeText(options, 'to-bucket')
    const archive = takeText(options, 'from')
    rejectUnknown(options)
    if (!databaseUrl) throw new UsageError('--to-database is needed')
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new UsageError('--to-database takes a postgres://… address')
    if (archive && !bucket) throw new UsageError("--from needs --to-bucket: the archive's files go to a bucket")
    const config = loadConfig(process.env)
    if (!archive && config.databaseUrl)
      throw new UsageError('DATABASE_URL is set: move copies an embedded portal (unset it, or name a backup with --from)')
    const started = Date.now()
    try {
      const summary = await movePortal(
        archive ? { archive: path.resolve(archive) } : { dataDir: config.dataDir, uploadDir: config.uploadDir },
        { databaseUrl, bucket: bucket ? bucketSettings(bucket) : undefined },
        progressPrinter(output),
      )
      output.out(
        `Moved in ${((Date.now() - started) / 1000).toFixed(1)} s and checked: ${summary.rows} rows in ${summary.tables} tables` +
          `${summary.databaseCopiedBefore ? ' (copied by an earlier run)' : ''}, ` +
          `${summary.files} files to ${summary.filesWhere}${summary.filesCopiedBefore ? ` (${summary.filesCopiedBefore} copied by an earlier run)` : ''}.`,
      )
      output.out(
        `Start the portal with DATABASE_URL, ${bucket ? `STORAGE=s3, S3_BUCKET=${bucket} (and the S3_* settings used here), ` : ''}` +
          `and CODE_HMAC_SECRET and TOTP_ENCRYPTION_KEY set to the keys in ${summary.keysAt}: members keep their sessions and codes.`,
      )
    } catch (error) {
      if (error instanceof ArchiveRefused) throw new UsageError(`the archive is refused: ${error.message}`)
      if (error instanceof CopyRefused) throw new UsageError(error.message)
      throw error
    }
  },
}

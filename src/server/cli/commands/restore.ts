import path from 'node:path'
import { ArchiveRefused } from '#server/backup/archive.ts'
import { restoreFrom } from '#server/backup/restore.ts'
import { CopyRefused } from '#server/backup/snapshot.ts'
import { loadConfig } from '#server/config.ts'
import { rejectUnknown, takeLeading, UsageError } from '../args.ts'
import type { Command } from '../command.ts'

export const restore: Command = {
  name: 'restore',
  usage: `Restores a backup made by npm run backup into an empty data folder (DATA_DIR, ./data by default).

  npm run restore -- /backups/portal-2026-11-28.tar

  The archive is checked whole first (every entry against its manifest's checksums) and the
  database built beside the folder: a damaged archive or a folder that is not empty is refused,
  and nothing is left behind. The portal then starts on the folder (npm run serve).
  For PostgreSQL and a bucket use npm run move -- --from FILE --to-database URL.`,
  async run(options, output) {
    const file = takeLeading(options)
    rejectUnknown(options)
    if (!file) throw new UsageError('name the archive to restore')
    const config = loadConfig(process.env)
    if (config.databaseUrl)
      throw new UsageError(
        'restore builds the embedded database; into PostgreSQL use npm run move -- --from FILE --to-database URL',
      )
    const started = Date.now()
    try {
      const summary = await restoreFrom(path.resolve(file), config)
      output.out(
        `Restored ${path.resolve(file)} into ${summary.dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
          `${summary.rows} rows, ${summary.files} files, and the keys. Start the portal on it: npm run serve`,
      )
    } catch (error) {
      if (error instanceof ArchiveRefused) throw new UsageError(`the archive is refused: ${error.message}. Nothing was restored.`)
      if (error instanceof CopyRefused) throw new UsageError(error.message)
      throw error
    }
  },
}

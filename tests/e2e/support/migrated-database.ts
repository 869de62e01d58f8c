import fs from 'node:fs'
import { openPglite, type Database } from '#server/db/database.ts'
import { migratedDataDirTemplate, migratedDumpFile } from '#tests/support/migrated-pglite.ts'

/** An embedded database in memory, migrated: a copy of the kept dump. */
export async function migratedPglite(): Promise<Database> {
  return openPglite(undefined, { from: new Blob([fs.readFileSync(await migratedDumpFile())]) })
}

/** Gives a new portal's data folder a migrated database, which the portal then opens as its own. */
export async function seedDataDir(dataDir: string): Promise<void> {
  fs.cpSync(await migratedDataDirTemplate(), dataDir, { recursive: true })
}

import fs from 'node:fs'
import { openPglite, type Database } from '#server/db/database.ts'
import { migratedDumpFile } from '#tests/support/migrated-pglite.ts'

/** An embedded database in memory, migrated: a copy of the kept dump. */
export async function migratedPglite(): Promise<Database> {
  return openPglite(undefined, { from: new Blob([fs.readFileSync(await migratedDumpFile())]) })
}

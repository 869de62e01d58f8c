import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migratedPgliteDump, openPglite, type Database } from '#server/db/database.ts'
import { errorCode } from '#server/lib/error-code.ts'

const checkout = fileURLToPath(new URL('../../../', import.meta.url))
const migrationsDir = path.join(checkout, 'src', 'server', 'db', 'migrations')
const pglitePackage = path.join(checkout, 'node_modules', '@electric-sql', 'pglite', 'package.json')
const pgliteVersion = (JSON.parse(fs.readFileSync(pglitePackage, 'utf8')) as { version: string }).version
const prefix = 'club-portal-e2e-pglite-'

/**
 * The file of a migrated embedded database, named by what makes it: every migration's text and
 * PGlite's version. A change to either names another file, so a kept one is never out of date.
 */
function dumpFile(): string {
  const digest = createHash('sha256').update(pgliteVersion)
  // What the migrator reads: the journal and the statements it lists.
  const read = [
    'meta/_journal.json',
    ...fs
      .readdirSync(migrationsDir)
      .filter((name) => name.endsWith('.sql'))
      .sort(),
  ]
  for (const name of read) digest.update(name).update(fs.readFileSync(path.join(migrationsDir, name)))
  return path.join(os.tmpdir(), `${prefix}${digest.digest('hex').slice(0, 16)}.tar`)
}

function readIfThere(file: string): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(file)])
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined
    throw error
  }
}

/**
 * A migrated embedded database as PGlite's dump. Creating and migrating a cluster takes about
 * ten seconds on a small machine and starting from a dump about one, so the browser tests make
 * it once (the shared portal's start, tests/e2e/support/serve.ts, usually) and keep it between
 * runs; the portals that tests start of their own begin from a copy.
 */
async function migratedDump(): Promise<Blob> {
  const file = dumpFile()
  // Another checkout with other migrations may remove it as this one reads it: then it is made again.
  const kept = readIfThere(file)
  if (kept) return kept
  const dump = await migratedPgliteDump()
  // Written aside and renamed: a worker starting a portal at the same moment reads it whole or not at all.
  const partial = `${file}.${process.pid}.part`
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  fs.renameSync(partial, file)
  // The dumps of earlier migrations are of no more use (43 MB each).
  for (const name of fs.readdirSync(os.tmpdir()))
    if (name.startsWith(prefix) && name.endsWith('.tar') && path.join(os.tmpdir(), name) !== file)
      fs.rmSync(path.join(os.tmpdir(), name), { force: true })
  return dump
}

/** An embedded database in memory, migrated: a copy of the kept dump. */
export async function migratedPglite(): Promise<Database> {
  return openPglite(undefined, { from: await migratedDump() })
}

/** Writes a migrated database into a new portal's data folder, which the portal then opens as its own. */
export async function seedDataDir(dataDir: string): Promise<void> {
  const database = await openPglite(dataDir, { from: await migratedDump() })
  await database.close()
}

import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { errorCode } from '#server/lib/error-code.ts'

const checkout = fileURLToPath(new URL('../../', import.meta.url))
const migrations = path.join(checkout, 'src', 'server', 'db', 'migrations')
/** In the checkout's own node_modules: another checkout with other migrations keeps its own. */
const cacheDir = path.join(checkout, 'node_modules', '.cache', 'pglite-template')

/**
 * The server's database module, loaded only to make what is not kept yet: a portal that starts
 * from the kept folder (the shared one, through tsx) does not compile it first.
 */
const database = () => import('#server/db/database.ts')

/** Names the migrated database: the migrations' files and the PGlite release that ran them. */
function templateKey(): string {
  const hash = createHash('sha256')
  hash.update(fs.readFileSync(path.join(checkout, 'node_modules', '@electric-sql', 'pglite', 'package.json')))
  for (const name of fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(migrations, name)
    if (!fs.statSync(file).isFile()) continue
    hash.update(name).update(fs.readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}

/** Moves what was made aside into place; one made at the same moment by another process wins. */
function putInPlace(made: string, target: string): void {
  try {
    fs.renameSync(made, target)
  } catch (error) {
    if (!['EEXIST', 'ENOTEMPTY'].includes(errorCode(error) ?? '')) throw error
    fs.rmSync(made, { recursive: true, force: true })
  }
}

/**
 * The file of a migrated embedded database (PGlite's dump), made once and kept between runs
 * until a migration or PGlite changes: creating and migrating a cluster takes about ten seconds
 * on a small machine. The API tests' setup makes it before the browser tests run in `npm test`,
 * which then find it.
 */
export async function migratedDumpFile(): Promise<string> {
  const key = templateKey()
  const file = path.join(cacheDir, `${key}.tar`)
  if (fs.existsSync(file)) return file
  const { migratedPgliteDump } = await database()
  const dump = await migratedPgliteDump()
  fs.mkdirSync(cacheDir, { recursive: true })
  // Those of earlier migrations are of no more use (some 40 MB each, the folder as much).
  for (const name of fs.readdirSync(cacheDir))
    if (!name.startsWith(key) && !name.endsWith('.part')) fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true })
  // Written aside and renamed: a run beside this one never reads half a file.
  const partial = `${file}.${process.pid}.part`
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  putInPlace(partial, file)
  return file
}

/**
 * A portal's data folder holding a migrated embedded database, kept between runs beside the
 * dump it is made from. A new portal's folder is a copy of it: loading the dump into a folder
 * (PGlite's start and the load, then a close)
 * took three seconds on a quiet machine and over ten on a busy one, a copy a fraction of one.
 */
async function migratedDataDirTemplate(): Promise<string> {
  const folder = path.join(cacheDir, `${templateKey()}.data`)
  if (fs.existsSync(folder)) return folder
  const dump = new Blob([fs.readFileSync(await migratedDumpFile())])
  const partial = `${folder}.${process.pid}.part`
  fs.rmSync(partial, { recursive: true, force: true })
  const { openPglite } = await database()
  const made = await openPglite(partial, { from: dump })
  await made.close()
  putInPlace(partial, folder)
  return folder
}

/** Gives a new portal's data folder a migrated database, which the portal then opens as its own. */
export async function seedDataDir(dataDir: string): Promise<void> {
  fs.cpSync(await migratedDataDirTemplate(), dataDir, { recursive: true })
}

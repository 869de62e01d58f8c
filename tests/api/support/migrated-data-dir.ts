import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { openPglite } from '#server/db/database.ts'

let template: Promise<string> | undefined
/**
 * A portal folder with a migrated embedded database, made once per worker when a test first
 * asks (from the dump made before the tests, in a folder removed after them).
 */
function dataTemplate(): Promise<string> {
  template ??= (async () => {
    const dump = inject('pgliteTemplate')
    const dataDir = path.join(inject('pgliteScratch'), `data-${randomUUID()}`)
    const database = await openPglite(dataDir, { from: new Blob([fs.readFileSync(dump)]) })
    await database.close()
    return dataDir
  })()
  return template
}

/**
 * Gives a portal folder (made if missing) an embedded database that exists and is migrated,
 * copied from one made before: for tests of what a command or a process does with a folder, not
 * of a first start in an empty one (the npm run member:create test keeps that). Creating a
 * cluster in a folder takes four times as long as copying one. Answers the folder.
 */
export async function withMigratedDatabase(dataDir: string): Promise<string> {
  fs.cpSync(path.join(await dataTemplate(), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}

import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedPgliteDump } from '#server/db/database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    /** A folder of this run, removed after it: for what workers make from the template. */
    pgliteScratch: string
  }
}

const migrations = path.resolve('src/server/db/migrations')
const cacheDir = path.resolve('node_modules/.cache/pglite-template')

/** Names the migrated database: the migrations' files and the PGlite release that ran them. */
function templateKey(): string {
  const hash = createHash('sha256')
  hash.update(fs.readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json')))
  for (const name of fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(migrations, name)
    if (!fs.statSync(file).isFile()) continue
    hash.update(name).update(fs.readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * Creates and migrates one embedded database before the API tests and saves its dump: each
 * test app starts from a copy instead of creating and migrating a cluster of its own. The dump
 * is kept between runs (in node_modules/.cache) until a migration or PGlite changes: migrating
 * took a quarter of a minute of every run, the edit-run loop's too.
 */
export default async function setup(project: TestProject) {
  const file = path.join(cacheDir, `${templateKey()}.tar`)
  if (!fs.existsSync(file)) {
    const dump = await migratedPgliteDump()
    fs.mkdirSync(cacheDir, { recursive: true })
    // Written aside and renamed: a run beside this one never reads half a file.
    const partial = `${file}.${process.pid}`
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    fs.renameSync(partial, file)
  }
  project.provide('pgliteTemplate', file)
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-scratch-'))
  project.provide('pgliteScratch', scratch)
  return () => fs.rmSync(scratch, { recursive: true, force: true })
}

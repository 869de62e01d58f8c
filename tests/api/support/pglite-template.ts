import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import tar from 'tar-stream'
import type { TestProject } from 'vitest/node'
import { migratedPgliteDump } from '#server/db/database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    /** The same database without the template databases, for the test apps that start from it in memory. */
    pgliteAppTemplate: string
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

/** The folders of template1 and template0 (their OIDs are fixed). */
const templateDatabase = /^\/?base\/[14](\/|$)/

/**
 * A dump without the template databases: CREATE DATABASE copies them, which no test app runs, and
 * each app loads every file of its dump (a copy without them, half the files, opens a quarter
 * quicker, and a run starts some hundred embedded test apps). Folders keep the whole cluster, as a
 * portal's has.
 */
async function withoutTemplateDatabases(dump: Buffer): Promise<Buffer> {
  const pack = tar.pack()
  const packed = buffer(pack)
  for await (const entry of Readable.from([dump]).pipe(tar.extract())) {
    const body = await buffer(entry)
    if (templateDatabase.test(entry.header.name)) continue
    await new Promise<void>((resolve, reject) => pack.entry(entry.header, body, (error) => (error ? reject(error) : resolve())))
  }
  pack.finalize()
  return packed
}

/** Writes aside and renames: a run beside this one never reads half a file. */
function writeWhole(file: string, content: Buffer): void {
  const partial = `${file}.${process.pid}`
  fs.writeFileSync(partial, content)
  fs.renameSync(partial, file)
}

/**
 * Creates and migrates one embedded database before the API tests and saves its dump: each
 * test app starts from a copy instead of creating and migrating a cluster of its own. The dump
 * is kept between runs (in node_modules/.cache) until a migration or PGlite changes: migrating
 * took a quarter of a minute of every run, the edit-run loop's too.
 */
export default async function setup(project: TestProject) {
  const key = templateKey()
  const file = path.join(cacheDir, `${key}.tar`)
  const appFile = path.join(cacheDir, `${key}.apps.tar`)
  if (!fs.existsSync(file)) {
    const dump = await migratedPgliteDump()
    fs.mkdirSync(cacheDir, { recursive: true })
    writeWhole(file, Buffer.from(await dump.arrayBuffer()))
  }
  if (!fs.existsSync(appFile)) writeWhole(appFile, await withoutTemplateDatabases(fs.readFileSync(file)))
  project.provide('pgliteTemplate', file)
  project.provide('pgliteAppTemplate', appFile)
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-scratch-'))
  project.provide('pgliteScratch', scratch)
  return () => fs.rmSync(scratch, { recursive: true, force: true })
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import tar from 'tar-stream'
import type { TestProject } from 'vitest/node'
import { migratedDumpFile } from '#tests/support/migrated-pglite.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    /** The same database without the template databases, for the test apps that start from it in memory. */
    pgliteAppTemplate: string
    /** A folder of this run, removed after it: for what workers make from the template. */
    pgliteScratch: string
  }
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

/**
 * Creates and migrates one embedded database before the API tests (or finds the one kept from an
 * earlier run): each test app starts from a copy instead of creating and migrating a cluster of
 * its own.
 */
export default async function setup(project: TestProject) {
  const file = await migratedDumpFile()
  const appFile = file.replace(/\.tar$/, '.apps.tar')
  if (!fs.existsSync(appFile)) {
    // Written aside and renamed: a run beside this one never reads half a file.
    const partial = `${appFile}.${process.pid}.part`
    fs.writeFileSync(partial, await withoutTemplateDatabases(fs.readFileSync(file)))
    fs.renameSync(partial, appFile)
  }
  project.provide('pgliteTemplate', file)
  project.provide('pgliteAppTemplate', appFile)
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-scratch-'))
  project.provide('pgliteScratch', scratch)
  return () => fs.rmSync(scratch, { recursive: true, force: true })
}

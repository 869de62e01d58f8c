import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedDumpFile } from '#tests/support/migrated-pglite.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    /** A folder of this run, removed after it: for what workers make from the template. */
    pgliteScratch: string
  }
}

/**
 * Creates and migrates one embedded database before the API tests and saves its dump: each
 * test app starts from a copy instead of creating and migrating a cluster of its own. The dump
 * is kept between runs (in node_modules/.cache) until a migration or PGlite changes: migrating
 * took a quarter of a minute of every run, the edit-run loop's too.
 */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', await migratedDumpFile())
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-scratch-'))
  project.provide('pgliteScratch', scratch)
  return () => fs.rmSync(scratch, { recursive: true, force: true })
}

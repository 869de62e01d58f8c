import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedPgliteDump } from '#server/db/database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
  }
}

/**
 * Creates and migrates one embedded database before the API tests and saves its dump: each
 * test app starts from a copy instead of creating and migrating a cluster of its own.
 */
export default async function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'))
  const dump = await migratedPgliteDump()
  const file = path.join(folder, 'migrated.tar')
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return () => fs.rmSync(folder, { recursive: true, force: true })
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Fixtures, PlaywrightTestArgs, PlaywrightWorkerArgs } from '@playwright/test'
import { startPortalProcess, type PortalProcess } from '#tests/support/portal-process.ts'
import { e2ePort } from './e2e-env.ts'
import { seedDataDir } from '#tests/support/migrated-pglite.ts'
import { startOwnPortal, type OwnPortal } from './own-portal.ts'

/** A portal of its own as a process, which a test may kill and start again, or load. */
export interface PortalOfItsOwn {
  server: PortalProcess
  dataDir: string
  url: string
}

/** The scraper's token of the measured portal, whose metrics tell the processor time it used. */
export const measuredPortalMetricsToken = 'measured-portal-metrics-token-of-the-tests'

export interface WorkerPortals {
  /** A portal in the test's process on a copy of the build, for a test that deploys a new version. */
  ownPortal: OwnPortal
  /** A portal process that tests kill as a document arrives (tests/e2e/documents-crash.spec.ts). */
  crashablePortal: PortalOfItsOwn
  /** A portal process as `npm start` runs it, loaded over real connections (tests/e2e/members-meet.spec.ts). */
  measuredPortal: PortalOfItsOwn
}

/** The built server as a process of its own, on a fresh data folder and a port of the worker's own. */
async function portalProcess(
  port: number,
  host: string,
  prefix: string,
  use: (portal: PortalOfItsOwn) => Promise<void>,
  env: Record<string, string> = {},
) {
  const url = `http://${host}:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  await seedDataDir(dataDir)
  const server = await startPortalProcess({ checkout: process.cwd(), port, dataDir, publicUrl: url, fromBuild: true, env })
  await use({ server, dataDir, url })
  await server.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

/**
 * The portals some tests start beside the shared one, one per worker, started only in a worker
 * that runs such a test and kept until it ends. They are fixtures of every test (tests/e2e/support/
 * fixtures.ts) rather than of their files: a file with worker fixtures of its own needs a worker
 * of its own, and starting one (a browser, the tests' modules) took longer than most tests.
 */
export const workerPortals: Fixtures<object, WorkerPortals, PlaywrightTestArgs, PlaywrightWorkerArgs> = {
  ownPortal: [
    async ({}, use) => {
      const portal = await startOwnPortal()
      await use(portal)
      await portal.close()
    },
    // A portal of its own sets up its database: longer than a test's 30 s on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  crashablePortal: [
    async ({}, use, workerInfo) => portalProcess(e2ePort + 20 + workerInfo.workerIndex, 'localhost', 'portal-crash-', use),
    { scope: 'worker', timeout: 90_000 },
  ],
  measuredPortal: [
    // The standard password cost: the storm's queue of checks is part of what is measured.
    async ({}, use, workerInfo) =>
      portalProcess(e2ePort + 40 + workerInfo.workerIndex, '127.0.0.1', 'portal-measured-', use, {
        METRICS_TOKEN: measuredPortalMetricsToken,
      }),
    { scope: 'worker', timeout: 90_000 },
  ],
}

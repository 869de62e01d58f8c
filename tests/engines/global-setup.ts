import fs from 'node:fs'
import { startPortalProcess } from '#tests/support/portal-process.ts'
import { enginesDataDir, enginesPort } from './portal.ts'

/** Starts the engines' portal (the build in dist/, as Playwright's) on a fresh data folder, and stops it afterwards. */
export default async function setup() {
  fs.rmSync(enginesDataDir, { recursive: true, force: true })
  const portal = await startPortalProcess({
    checkout: process.cwd(),
    port: enginesPort,
    dataDir: enginesDataDir,
    publicUrl: `http://localhost:${enginesPort}`,
    env: { LOG_LEVEL: 'warn', SUPPORT_EMAIL: 'help@sinoclub.example' },
    // As long as Playwright gives its portal: both start on a busy machine at once.
    readyTimeoutMs: 120_000,
  })
  return async () => {
    await portal.stop()
    fs.rmSync(enginesDataDir, { recursive: true, force: true })
  }
}

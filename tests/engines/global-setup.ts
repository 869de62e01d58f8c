import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import { seedDataDir } from '#tests/support/migrated-pglite.ts'
import { serveNodeOptions } from '#tests/support/serve-options.ts'
import { enginesDataDir, enginesPort } from './portal.ts'

/** As long as Playwright gives its portal: both start at once on a busy machine. */
const readyTimeoutMs = 120_000

/**
 * Starts the engines' portal from the build (`dist/server/main.js`, plain node: no compiling at
 * start, as `npm run serve`) on a copy of a migrated data folder (made once and kept, as the
 * browser tests' portals are: the API tests hold the first start on an empty folder), and stops it
 * afterwards.
 */
export default async function setup() {
  fs.rmSync(enginesDataDir, { recursive: true, force: true })
  await seedDataDir(enginesDataDir)
  const portal = spawn(process.execPath, [...serveNodeOptions(), 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(enginesPort),
      HOST: '127.0.0.1',
      DATA_DIR: enginesDataDir,
      PUBLIC_URL: `http://localhost:${enginesPort}`,
      LOG_LEVEL: 'warn',
      SUPPORT_EMAIL: 'help@sinoclub.example',
      // Throwaway accounts: argon2id at its floor (a unit test holds the standard cost).
      PASSWORD_HASHING: 'fast-for-tests',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (portal.exitCode === null && portal.signalCode === null) {
      portal.kill('SIGTERM')
      await once(portal, 'exit')
    }
    fs.rmSync(enginesDataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + readyTimeoutMs
  const probe = `http://127.0.0.1:${enginesPort}/api/getDropDownList?dropDownType=LANGUAGE`
  while (
    !(await fetch(probe).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (portal.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`the engines' portal did not start on port ${enginesPort}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return stop
}

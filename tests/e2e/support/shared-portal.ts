import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import webPush from 'web-push'
import { expect } from '@playwright/test'
import { e2eDataDir, e2ePort } from './e2e-env.ts'

const probe = `http://localhost:${e2ePort}/api/getDropDownList?dropDownType=LANGUAGE`
/** Where the shared portal's process says it stopped, for the workers waiting for it to answer. */
const exitFile = `${e2eDataDir}.exit`
/** As long as Playwright's own web server was given: on a busy machine the portal starts slowly. */
const startTimeoutMs = 120_000

const answers = () =>
  fetch(probe, { signal: AbortSignal.timeout(2_000) }).then(
    (answer) => answer.ok,
    () => false,
  )

/**
 * Starts the portal every test shares (serve.ts) and does not wait for it: Playwright reads the
 * test files and starts its workers meanwhile, which on a two-core machine took as long as the
 * portal's start, and each worker waits for it before its first test (fixtures.ts). Stops it
 * after the run.
 */
export default async function startSharedPortal() {
  if (await answers()) throw new Error(`${probe} is already used: another run on port ${e2ePort}? (E2E_PORT chooses another)`)
  fs.rmSync(exitFile, { force: true })
  // The portal under test sends notifications (tests/e2e/push.spec.ts): a key pair of this run's own.
  const vapid = webPush.generateVAPIDKeys()
  const portal = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(e2ePort),
      DATA_DIR: e2eDataDir,
      LOG_LEVEL: 'warn',
      SUPPORT_EMAIL: 'help@sinoclub.example',
      // Throwaway accounts: argon2id at its floor (a unit test holds the standard cost).
      PASSWORD_HASHING: 'fast-for-tests',
      // Tests say who they are in X-Forwarded-For (see fixtures.ts), as a proxy on this machine would.
      TRUST_PROXY: '127.0.0.1,::1',
      // SMS to +61 (which no other test sends to) wait after the first of an hour: the staff console's banner.
      // An address that failed 20 logins is asked for proof of effort (tests/e2e/proof-of-work.spec.ts): fewer to send first.
      ADDRESS_LOGIN_FAILURES: '20',
      SMS_PER_COUNTRY_CODE_PER_HOUR: '+852:2000,*:200,other:20,+61:1',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      // The page's stand-in push service (tests/e2e/push.spec.ts) subscribes at this host.
      PUSH_PRIVATE_RELAY: 'push.example:443',
    },
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  portal.on('exit', (code, signal) => fs.writeFileSync(exitFile, `exit ${code ?? signal}`))
  return async () => {
    if (portal.exitCode === null && portal.signalCode === null) {
      portal.kill('SIGTERM')
      await once(portal, 'exit')
    }
    fs.rmSync(exitFile, { force: true })
  }
}

/** Waits until the shared portal answers; fails at once if its process stopped. */
export async function sharedPortalAnswers(): Promise<void> {
  await expect
    .poll(
      async () => {
        if (fs.existsSync(exitFile))
          throw new Error(`the shared portal stopped as it started (${fs.readFileSync(exitFile, 'utf8')})`)
        return answers()
      },
      { message: `the shared portal answers at ${probe}`, timeout: startTimeoutMs, intervals: [100] },
    )
    .toBe(true)
}

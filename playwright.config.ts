import { defineConfig, devices } from '@playwright/test'
import webPush from 'web-push'
import { chromiumArgs, chromiumPath } from './tests/e2e/support/chromium.ts'
import { e2eDataDir, e2ePort as port } from './tests/e2e/support/e2e-env.ts'

/** The portal under test sends notifications (tests/e2e/push.spec.ts): a key pair of this run's own. */
const vapid = webPush.generateVAPIDKeys()
const everyLanguage = process.env.E2E_EVERY_LANGUAGE === '1'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Tracing every test costs about a third of the run; `--trace retain-on-failure` turns it on.
    trace: 'off',
    // Installing the service worker precaches the whole app in every new context: only the
    // files that test it let it run (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // Each test runs on one viewport: those tagged @phone on a phone, the others on a desktop. A
  // flow written for every language runs in one unless E2E_EVERY_LANGUAGE=1 (see inOneLanguage).
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      grepInvert: everyLanguage ? /@phone/ : /@phone|@every-language/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/, grepInvert: everyLanguage ? undefined : /@every-language/ },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/support/serve.ts',
    url: `http://localhost:${port}/api/getDropDownList?dropDownType=LANGUAGE`,
    env: {
      PORT: String(port),
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
    reuseExistingServer: false,
    timeout: 120_000,
  },
})

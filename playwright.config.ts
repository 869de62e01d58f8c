import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/e2e/support/chromium.ts'
import { e2ePort as port } from './tests/e2e/support/e2e-env.ts'

const everyLanguage = process.env.E2E_EVERY_LANGUAGE === '1'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on two cores: a test waiting on a timer or the network leaves its core to another
  // (306 s against 344 with two, the same CPU time).
  workers: 3,
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
  // The portal every test shares, started as the run begins and waited for by each worker before
  // its first test (tests/e2e/support/shared-portal.ts).
  globalSetup: './tests/e2e/support/shared-portal.ts',
})

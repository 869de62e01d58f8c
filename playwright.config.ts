import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4321)
/** The portal under test keeps its PGlite data here; the operator command reaches it through the portal. */
export const e2eDataDir = path.join(os.tmpdir(), `club-portal-e2e-${port}`)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/support/serve.ts',
    url: `http://localhost:${port}/api/getDropDownList?dropDownType=LANGUAGE`,
    env: { PORT: String(port), DATA_DIR: e2eDataDir, LOG_LEVEL: 'warn', SUPPORT_EMAIL: 'help@sinoclub.example' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
})

import { defineConfig } from 'vitest/config'

/**
 * The member flows in WebKit and Firefox (npm test runs them beside Playwright, which drives
 * Chromium): one file per engine, the two side by side, each flow in a browser page of its own
 * through a line of its own (tests/support/line-relay.ts), against a portal of their own.
 */
export default defineConfig({
  test: {
    name: 'engines',
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
})

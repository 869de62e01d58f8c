import type { KnipConfig } from 'knip'

/**
 * Unused files, exports, types and dependencies (`npm run lint`). Knip's plugins read most entries
 * from their configs: package.json scripts (scripts/*.ts, src/server/cli/*.ts run by tsx), Vite
 * (index.html, the PWA's service worker), Vitest and Playwright (tests, their setup and web
 * server), Drizzle (the schema). Those listed here are the ones no config names.
 */
const config: KnipConfig = {
  entry: [
    // build/library-trims.ts puts these in place of library modules, by path.
    'build/stand-ins/devtools-events-off.ts',
    'build/stand-ins/form-groups-off.ts',
    'build/stand-ins/field-groups-on-demand.ts',
    'build/stand-ins/infinite-queries-off.ts',
    'build/stand-ins/devtools-throttle-off.ts',
    // Run by `npm run serve` as dist/server/main.js, which scripts/build-server.ts compiles.
    'src/server/main.ts',
    // `npm run test:engines` names its own Vitest config: the member flows in WebKit and Firefox.
    'tests/engines/vitest.config.ts',
    'tests/engines/global-setup.ts',
    // The browser tests' shared portal, a process their global setup starts (tests/e2e/support/shared-portal.ts).
    'tests/e2e/support/serve.ts',
  ],
  // The tests make throwaway certificates and check signatures with the system's OpenSSL (wallet
  // passes, a loopback push service): Debian's, as on every machine here; WebKit's driver is
  // Debian's webkit2gtk-driver, which npm test installs.
  ignoreBinaries: ['openssl', 'WebKitWebDriver'],
  // TypeScript 7 checks the types (scripts/checks.sh runs it by its path: its tsc would clash
  // with TypeScript 6's, which ESLint's parser needs).
  ignoreDependencies: ['typescript-7'],
  ignoreIssues: {
    // Written by TanStack Router and typesafe-i18n (`npm run i18n`), which export more than the portal uses.
    'src/client/route-tree.gen.ts': ['exports', 'types'],
    'i18n/i18n-*.ts': ['exports', 'types'],
  },
}

export default config

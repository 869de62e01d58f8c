/**
 * The production build (dist/client) served by the real server in this process, on a free
 * port, with an in-memory database: what the build and measurement scripts load pages from.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from '../src/server/app.ts'
import { loadConfig } from '../src/server/config.ts'
import { openPglite } from '../src/server/db/database.ts'

export const clientDir = path.resolve('dist/client')

export function requireBuild(): void {
  if (fs.existsSync(path.join(clientDir, 'index.html'))) return
  console.error('No build in dist/client: run "npm run build" first.')
  process.exit(1)
}

export async function serveBuild(): Promise<{ address: string; close: () => Promise<void> }> {
  const database = await openPglite()
  // Throwaway keys: no file is made in ./data for a build or a measurement.
  const config = loadConfig({
    CLIENT_DIR: clientDir,
    LOG_LEVEL: 'silent',
    CODE_HMAC_SECRET: randomBytes(32).toString('hex'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  })
  const app = await buildApp({ config, database, logger: false })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    address,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

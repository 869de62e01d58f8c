/**
 * Starts the production server as `npm run serve` does (the build's dist/server/main.js:
 * nothing compiled at start, which held every test back while the sources compiled on a busy
 * machine) on a fresh PGlite folder, written from a migrated database kept between runs
 * (tests/support/migrated-pglite.ts), signing wallet passes with certificates made for this run (none of
 * them Apple's or Google's).
 */
import fs from 'node:fs'
import { makeTestWallet } from '#tests/support/wallet-certificates.ts'
import { seedDataDir } from '#tests/support/migrated-pglite.ts'

fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
await seedDataDir(process.env.DATA_DIR!)
const wallet = makeTestWallet()
process.on('exit', () => wallet.remove())
Object.assign(process.env, wallet.env)
process.setSourceMapsEnabled(true)
await import(new URL('../../../dist/server/main.js', import.meta.url).href)

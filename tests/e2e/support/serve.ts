/**
 * Starts the production server (built client, real API) on a fresh PGlite folder, signing
 * wallet passes with certificates made for this run (none of them Apple's or Google's).
 */
import fs from 'node:fs'
import { makeTestWallet } from '#tests/support/wallet-certificates.ts'

fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
const wallet = makeTestWallet()
process.on('exit', () => wallet.remove())
Object.assign(process.env, wallet.env)
await import('#server/main.ts')

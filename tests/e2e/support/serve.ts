/** Starts the production server (built client, real API) on a fresh PGlite folder. */
import fs from 'node:fs'

fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
await import('#server/main.ts')

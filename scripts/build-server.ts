/**
 * The server compiled for production into dist/server, so that `npm start` runs plain
 * JavaScript with node: one ES module bundle of src/server/main.ts (the #server/… and
 * #contract/… aliases resolved, packages left to node_modules), with the schema tables split
 * off as they are loaded on demand. Beside it go the files the server opens relative to its
 * own module at run time: the PGlite worker and creator, the migrations and the wallet passes' images.
 */
import fs from 'node:fs'
import { build } from 'esbuild'

const outdir = 'dist/server'

fs.rmSync(outdir, { recursive: true, force: true })
await build({
  entryPoints: ['src/server/main.ts'],
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
})
fs.copyFileSync('src/server/db/pglite-worker.js', `${outdir}/pglite-worker.js`)
fs.copyFileSync('src/server/db/pglite-create.js', `${outdir}/pglite-create.js`)
fs.cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true })
fs.cpSync('src/server/modules/wallet/pass-images', `${outdir}/pass-images`, { recursive: true })
console.log(`compiled the server into ${outdir}`)

/**
 * Writes .br and .gz beside every text asset of the client build; the server sends them
 * to browsers that accept them (@fastify/static preCompressed), so nothing is compressed
 * per request.
 */
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve('dist/client')
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/

let files = 0
let before = 0
let after = 0
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  const content = fs.readFileSync(file)
  if (content.length < 512) continue
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
  fs.writeFileSync(`${file}.br`, brotli)
  files += 1
  before += content.length
  after += brotli.length
}
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB brotli`)

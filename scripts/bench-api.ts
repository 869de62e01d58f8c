/**
 * npm run bench: load on the API with autocannon, against the real server on the embedded
 * PGlite database in a temporary folder (DATABASE_URL=postgres://... measures PostgreSQL).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildApp } from '../src/server/app.ts'
import { loadConfig } from '../src/server/config.ts'
import { openDatabase } from '../src/server/db/database.ts'
import { createMember } from '../src/server/modules/registration/member-service.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
const codeSecret = process.env.CODE_HMAC_SECRET ?? randomBytes(32).toString('hex')
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, CLIENT_DIR: 'none', LOG_LEVEL: 'silent', CODE_HMAC_SECRET: codeSecret })
const database = await openDatabase(config)
const app = await buildApp({ config, database, logger: false })
const address = await app.listen({ port: 0, host: '127.0.0.1' })

const phone = String(90_000_000 + Math.floor(Math.random() * 9_999_999))
await createMember(app.ctx, {
  countryCode: 1,
  phone,
  password: 'Secret#123',
  firstName: 'Bench',
  surname: 'Member',
  tier: 'ordinary',
  language: 'en',
  firstTime: false,
})
const loginBody = JSON.stringify({ countryCode: 1, phoneNumber: phone, password: 'Secret#123' })
const login = await fetch(`${address}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody })
const token = ((await login.json()) as { data: { token: string } }).data.token

const cases: { title: string; options: autocannon.Options }[] = [
  { title: 'GET /api/getDropDownList?dropDownType=SINO_ESTATE', options: { url: `${address}/api/getDropDownList?dropDownType=SINO_ESTATE` } },
  { title: 'GET /api/checkSession (bearer)', options: { url: `${address}/api/checkSession`, headers: { authorization: `Bearer ${token}` } } },
  { title: 'GET /api/getProfile (bearer)', options: { url: `${address}/api/getProfile`, headers: { authorization: `Bearer ${token}` } } },
  {
    title: 'POST /api/login (argon2id verify)',
    options: { url: `${address}/api/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody, connections: 4 },
  },
]

console.log(`API load, ${seconds} s each, on ${database.kind}, Node ${process.version}, ${os.cpus().length} cores`)
console.log(`${'call'.padEnd(52)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`)
for (const { title, options } of cases) {
  const result = await autocannon({ connections: 10, duration: seconds, ...options })
  console.log(
    `${title.padEnd(52)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(result.non2xx).padStart(8)}`,
  )
}

await app.close()
await database.close()
fs.rmSync(dataDir, { recursive: true, force: true })

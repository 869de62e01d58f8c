/**
 * npm run measure:operations: an embedded portal of 1,000 members with 2,000 documents of 200 kB
 * (MEASURE_MEMBERS, MEASURE_DOCUMENT_KB), each member with an upgrade application naming two, in a
 * data folder of its own; then, in this process as an operator would run them:
 *   1. npm run backup while the portal runs (through its operator socket): time and size;
 *   2. npm run restore of that archive into a new folder: time;
 *   3. with TEST_DATABASE_URL, npm run move of the stopped portal into a PostgreSQL database of
 *      its own and an S3 server (s3rver, in this process): time;
 *   4. GET /metrics on the portal of step 1: the time of one scrape, the median of 20.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { buildApp } from '#server/app.ts'
import { runCommand, type Command } from '#server/cli/command.ts'
import { backup } from '#server/cli/commands/backup.ts'
import { move } from '#server/cli/commands/move.ts'
import { restore } from '#server/cli/commands/restore.ts'
import { loadConfig } from '#server/config.ts'
import { openPglite } from '#server/db/database.ts'
import { createMember } from '#server/modules/members/create-member.ts'
import { startOpsSocket } from '#server/ops/ops-socket.ts'
import { multipartFile } from '#tests/support/images.ts'
import { s3Env, startS3Server } from '#tests/support/s3-server.ts'
import { upgradePayload } from '#tests/support/upgrade-payload.ts'

const memberCount = Number(process.env.MEASURE_MEMBERS ?? 1000)
const documentKb = Number(process.env.MEASURE_DOCUMENT_KB ?? 200)
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-operations-'))
const dataDir = path.join(root, 'data')
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)

/** Runs an operator command here, printing what it prints; fails on a refusal. */
async function run(command: Command, argv: string[]) {
  const code = await runCommand(command, argv, {
    out: (line) => console.log(`  ${line}`),
    err: (line) => console.log(`  ${line}`),
  })
  if (code !== 0) throw new Error(`${command.name} failed`)
}

/** Runs `work` on each item, `width` at a time. */
async function each<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

const config = loadConfig({
  DATA_DIR: dataDir,
  CLIENT_DIR: '/nonexistent-client',
  LOG_LEVEL: 'silent',
  METRICS_ALLOW: '127.0.0.1',
})
const database = await openPglite(dataDir)
const app = await buildApp({ config, database, logger: false })
await app.ready()
const stopOps = await startOpsSocket(app.ctx, dataDir)

let started = performance.now()
const phones = Array.from({ length: memberCount }, (_, i) => String(60_000_000 + i))
await each(phones, 8, async (phone) => {
  await createMember(app.ctx, {
    countryCode: 1,
    phone,
    password: 'Secret#123',
    firstName: 'Tai Man',
    surname: 'Chan',
    tier: 'ordinary',
    language: 'en',
    firstTime: false,
  })
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { countryCode: 1, phoneNumber: phone, password: 'Secret#123' },
  })
  const authorization = `Bearer ${login.json().data.token as string}`
  const ids: string[] = []
  for (let i = 0; i < 2; i += 1) {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(documentKb * 1024 - 9)])
    const part = multipartFile('image', 'deed.pdf', 'application/pdf', bytes)
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/uploadImage',
      headers: { 'content-type': part.contentType, authorization },
      payload: part.body,
    })
    ids.push(uploaded.json().data.id as string)
  }
  const form = await app.inject({
    method: 'POST',
    url: '/api/createUpgradeForm',
    headers: { authorization },
    payload: upgradePayload({ addressDocumentId: ids }),
  })
  if (!form.json().success) throw new Error(`application refused: ${form.body}`)
})
console.log(`Portal made: ${memberCount} members, ${memberCount * 2} documents of ${documentKb} kB, in ${seconds(started)} s`)

process.env.DATA_DIR = dataDir
delete process.env.DATABASE_URL
const archive = path.join(root, 'portal.tar')
started = performance.now()
await run(backup, ['--to', archive])
console.log(`1. backup while the portal runs: ${seconds(started)} s, ${(fs.statSync(archive).size / 1024 / 1024).toFixed(1)} MB`)

const scrapes: number[] = []
for (let i = 0; i < 21; i += 1) {
  const begun = performance.now()
  const answer = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })
  if (answer.statusCode !== 200) break
  if (i > 0) scrapes.push(performance.now() - begun)
}
await stopOps()
await app.close()
await database.close()

process.env.DATA_DIR = path.join(root, 'restored')
started = performance.now()
await run(restore, [archive])
console.log(`2. restore into an empty folder: ${seconds(started)} s`)

const adminUrl = process.env.TEST_DATABASE_URL
if (adminUrl) {
  const name = `portal_measure_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const s3 = await startS3Server()
  try {
    process.env.DATA_DIR = dataDir
    Object.assign(process.env, s3Env(s3, 'measure'))
    delete process.env.STORAGE
    delete process.env.S3_BUCKET
    started = performance.now()
    await run(move, [
      '--to-database',
      Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
      '--to-bucket',
      s3.bucket,
    ])
    console.log(`3. move of the stopped portal into PostgreSQL and the bucket: ${seconds(started)} s`)
  } finally {
    await s3.close()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
} else {
  console.log('3. move: set TEST_DATABASE_URL to measure it')
}
if (scrapes.length > 0) {
  scrapes.sort((a, b) => a - b)
  console.log(`4. GET /metrics: ${scrapes[Math.floor(scrapes.length / 2)]!.toFixed(1)} ms (median of ${scrapes.length})`)
} else {
  console.log('4. GET /metrics: not answered')
}
fs.rmSync(root, { recursive: true, force: true })

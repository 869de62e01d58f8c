/**
 * npm run bench:in-process: load on the API with autocannon against the server in this process (npm run
 * bench measures the built server from another process, as members meet it), each call beside a
 * bare route of the same server (an unknown /api path: routing, the error envelope, nothing
 * else), on the embedded PGlite in a temporary folder and, when TEST_DATABASE_URL names a
 * PostgreSQL server, on a database of its own there: the member's reads (profile, session,
 * parking and upgrade applications, interests), a reviewer's queues and reference lists. Then login storms with
 * other routes' latency measured while they last, and last the server's memory under 100
 * receipts of 9.5 MB sent at once (to 100 links, and to one).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openPglite, openPostgres, type Database } from '#server/db/database.ts'
import { createMember } from '#server/modules/members/create-member.ts'
import { createReceiptLinks } from '#server/modules/receipt/receipt-links.ts'
import { createStaffAccount } from '#server/modules/staff-admin/staff-accounts.ts'
import { createStaffSession, staffCookieName } from '#server/modules/staff/staff-sessions.ts'
import { jpegWithMetadata, multipartFile } from '#tests/support/images.ts'
import { groupAddress } from '#tests/support/group-address.ts'
import { benchDatabase, benchMemberInput } from './bench-database.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64)

interface Figures {
  rps: number
  p50: number
  p99: number
  non2xx: number
}

async function measure(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections, duration: seconds, ...options })
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx }
}

async function freshPostgres(adminUrl: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { url, drop } = await benchDatabase(adminUrl)
  return { database: await openPostgres(url), drop }
}

async function bench(kind: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  const opened =
    kind === 'pglite'
      ? { database: await openPglite(), drop: async () => {} }
      : await freshPostgres(process.env.TEST_DATABASE_URL!)
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: 'none',
    LOG_LEVEL: 'silent',
    // The storms say which of 20 client addresses they come from, as a proxy on this machine would.
    TRUST_PROXY: '127.0.0.1',
    CODE_HMAC_SECRET: randomBytes(32).toString('hex'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  })
  const app = await buildApp({ config, database: opened.database, logger: false })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })

  const [member, other] = [await benchMember(app, address), await benchMember(app, address, 'privilege')]
  const bearer = { authorization: `Bearer ${member.token}` }
  const privileged = { authorization: `Bearer ${other.token}` }
  await applyForParkingAndUpgrade(address, privileged, bearer)
  const reviewer = await benchReviewer(app)

  console.log(`\n${kind}: ${seconds} s per call, ${connections} connections, Node ${process.version}, ${os.cpus().length} cores`)
  console.log(
    `${'call'.padEnd(50)} ${'req/s'.padStart(8)} ${'of bare'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`,
  )
  const bare = await measure({ url: `${address}/api/no-such-call` })
  const row = (title: string, figures: Figures) =>
    console.log(
      `${title.padEnd(50)} ${figures.rps.toFixed(0).padStart(8)} ${`${((figures.rps / bare.rps) * 100).toFixed(0)}%`.padStart(8)} ${String(figures.p50).padStart(7)} ${String(figures.p99).padStart(7)}` +
        (figures.non2xx && title !== 'bare route (404)' ? `  (${figures.non2xx} not 2xx)` : ''),
    )
  row('bare route (404)', bare)
  row('GET /api/checkSession', await measure({ url: `${address}/api/checkSession`, headers: bearer }))
  row('GET /api/getProfile', await measure({ url: `${address}/api/getProfile`, headers: bearer }))
  row('GET /api/getParkingForm', await measure({ url: `${address}/api/getParkingForm`, headers: privileged }))
  row('GET /api/getUpgradeForm', await measure({ url: `${address}/api/getUpgradeForm`, headers: bearer }))
  row('GET /api/getInterest', await measure({ url: `${address}/api/getInterest`, headers: bearer }))
  for (const queue of ['upgradeForms', 'parkingForms']) {
    row(`GET /api/staff/${queue} (reviewer's queue)`, await measure({ url: `${address}/api/staff/${queue}`, headers: reviewer }))
  }
  for (const list of ['SINO_ESTATE', 'COUNTRY_CODE', 'VEHICLE_TYPE', 'INTEREST']) {
    row(`GET /api/getDropDownList (${list})`, await measure({ url: `${address}/api/getDropDownList?dropDownType=${list}` }))
  }

  // Storms of 200 connections, each load in a thread of its own so that the figures are the
  // server's, not the load's share of this event loop: the member's right password (every
  // attempt a real argon2id check until the queue answers busy), then an unknown phone (the
  // account and the address pause after a few tries). Meanwhile 4 clients read the profile
  // and 4 the bare route; 4 more read the profile of the member whose account the storm is on.
  // The last storm is of unknown phones (a new one each time) from 20 client addresses: every
  // attempt looks the phone up until the password checks are full.
  const unknownPhones = Array.from({ length: 20 }, (_, n) => ({
    method: 'POST' as const,
    path: '/api/login',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.20.0.${n + 1}` },
    body: JSON.stringify({ countryCode: 1, phoneNumber: String(59_000_000 + n), password: 'Guess#1234' }),
  }))
  const storms = [
    ['POST /api/login storm, right password', { body: other.loginBody }],
    [
      'POST /api/login storm, unknown phone',
      { body: JSON.stringify({ countryCode: 1, phoneNumber: '59999999', password: 'Guess#1234' }) },
    ],
    ['POST /api/login storm, unknown phones, 20 addresses', { requests: unknownPhones }],
  ] as const
  for (const [title, load] of storms) {
    const storm = measure({
      url: `${address}/api/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      ...load,
      connections: 200,
      workers: 1,
    })
    const beside = (url: string, headers: Record<string, string> = {}) =>
      autocannon({ url: `${address}${url}`, headers, connections: 4, duration: seconds, workers: 1 })
    const [profile, stormedProfile, plain] = await Promise.all([
      beside('/api/getProfile', bearer),
      beside('/api/getProfile', { authorization: `Bearer ${other.token}` }),
      beside('/api/no-such-call'),
    ])
    row(title, await storm)
    for (const [name, result] of [
      ['getProfile, another member', profile],
      ["getProfile, the storm account's member", stormedProfile],
      ['bare route', plain],
    ] as const) {
      console.log(
        `${`  ${name} during it`.padEnd(50)} ${result.requests.average.toFixed(0).padStart(8)} ${''.padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)}`,
      )
    }
  }

  for (const [links, from] of [
    [100, '127.0.0.2'],
    [1, '127.0.0.3'],
  ] as const) {
    const { peakMb, answers } = await receiptBurst(app, address, links, from)
    console.log(`100 receipts of 9.5 MB at once to ${links} link(s): RSS +${peakMb} MB at most; answers ${answers}`)
  }

  await app.close()
  await opened.database.close()
  await opened.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

/** A member made for the run, logged in: the body that logs them in and their token. */
async function benchMember(
  app: Awaited<ReturnType<typeof buildApp>>,
  address: string,
  tier: 'ordinary' | 'privilege' = 'ordinary',
) {
  const input = benchMemberInput(tier)
  await createMember(app.ctx, input)
  const loginBody = JSON.stringify({ countryCode: 1, phoneNumber: input.phone, password: input.password })
  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  return { loginBody, token }
}

/** A reviewer signed in: the cookie of a session made for them (the set-up by e-mail link is not what is measured). */
async function benchReviewer(app: Awaited<ReturnType<typeof buildApp>>) {
  const { id } = await createStaffAccount(app.ctx, {
    email: 'bench.reviewer@sino.example',
    name: 'Bench Reviewer',
    role: 'reviewer',
  })
  return { cookie: `${staffCookieName}=${await createStaffSession(app.ctx.db, id, new Date())}` }
}

/** A parking application of the privilege member and an upgrade application of the other, each with a document. */
async function applyForParkingAndUpgrade(address: string, privileged: Record<string, string>, ordinary: Record<string, string>) {
  const upload = async (headers: Record<string, string>) => {
    const { body, contentType } = multipartFile('image', 'bill.jpg', 'image/jpeg', jpegWithMetadata())
    const answer = await fetch(`${address}/api/uploadImage`, {
      method: 'POST',
      headers: { ...headers, 'content-type': contentType },
      body,
    })
    return ((await answer.json()) as { data: { id: string } }).data.id
  }
  const post = (path: string, headers: Record<string, string>, body: object) =>
    fetch(`${address}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  await post('/api/createParkingForm', privileged, {
    vehicleNumber: 'BE1234',
    octopusCardNumber: '01234567',
    octopusCardLastNumber: '3',
    vehicleTypeId: 1,
    vehicleModel: 'Tesla Model Y',
    documentId: [await upload(privileged)],
    termsAccepted: true,
  })
  await post('/api/createUpgradeForm', ordinary, {
    isOwner: true,
    isResident: false,
    isTenant: false,
    ...groupAddress,
    addressDocumentId: [await upload(ordinary)],
  })
}

/** A JPEG of 9.5 MB: a photo's metadata and a long scan. */
function largeReceipt(): Buffer {
  const small = jpegWithMetadata()
  const end = small.length - 2
  return Buffer.concat([small.subarray(0, end), Buffer.alloc(9.5 * 1024 * 1024 - small.length, 0x5a), small.subarray(end)])
}

/** One POST of a prepared body over node:http, which sends the buffer itself rather than a copy. */
function postBody(url: string, headers: Record<string, string>, body: Buffer, localAddress: string) {
  return new Promise<{ status: number; returnCode: number }>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': body.length }, localAddress })
    request.on('error', reject)
    request.on('response', async (response) => {
      const chunks: Buffer[] = []
      for await (const chunk of response) chunks.push(chunk as Buffer)
      const envelope = JSON.parse(Buffer.concat(chunks).toString()) as { returnCode: number }
      resolve({ status: response.statusCode ?? 0, returnCode: envelope.returnCode })
    })
    request.end(body)
  })
}

/**
 * Sends 100 receipts at once over `links` links, from a loopback address of their own (the
 * portal limits receipts per client address), and samples the process's memory meanwhile.
 */
async function receiptBurst(app: Awaited<ReturnType<typeof buildApp>>, address: string, links: number, from: string) {
  const ids = (await createReceiptLinks(app.ctx, { event: 'Bench night', count: links, language: 'en' })).map((link) => link.id)
  const { body, contentType } = multipartFile('file', 'receipt.jpg', 'image/jpeg', largeReceipt())
  const before = process.memoryUsage.rss()
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20)
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, n) =>
      postBody(`${address}/api/uploadReceipt?id=${ids[n % links]}`, { 'content-type': contentType }, body, from),
    ),
  )
  clearInterval(sampler)
  const tally = new Map<string, number>()
  for (const { status, returnCode } of answers)
    tally.set(`${status}/${returnCode}`, (tally.get(`${status}/${returnCode}`) ?? 0) + 1)
  return {
    peakMb: Math.round((peak - before) / 1024 / 1024),
    answers: [...tally].map(([status, count]) => `${count} × ${status}`).join(', '),
  }
}

await bench('pglite')
if (process.env.TEST_DATABASE_URL) await bench('postgres')

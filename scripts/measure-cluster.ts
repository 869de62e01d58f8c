/**
 * npm run measure:cluster: two portal processes (the build, `dist/server/main.js`) on one
 * PostgreSQL database of their own (TEST_DATABASE_URL) and one S3 server (s3rver, in this
 * process), the second node's database connections through a proxy this script holds:
 *   1. a burst of 500 receipts of 3 MB through both nodes at once, each retried with its key
 *      on a busy answer as the app's outbox does: receipts stored, time, peak RSS per node;
 *   2. a node killed (SIGKILL) while it holds an upload: time until the retry on the other
 *      node is taken;
 *   3. a session logged out on the first node while the second's listening connection is
 *      dropped, then frozen: time until the second refuses it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openPostgres } from '#server/db/database.ts'
import { receipts } from '#server/db/schema.ts'
import { createMember } from '#server/modules/members/create-member.ts'
import { createReceiptLinks } from '#server/modules/receipt/receipt-links.ts'
import { tcpProxy } from '#tests/api/support/tcp-proxy.ts'
import { freePort } from '#tests/support/free-port.ts'
import { jpegWithMetadata, multipartFile } from '#tests/support/images.ts'
import { s3Env, startS3Server } from '#tests/support/s3-server.ts'
import { serveNodeOptions } from '#tests/support/serve-options.ts'

const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl) throw new Error('Set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)')
const mainJs = path.resolve('dist/server/main.js')
if (!fs.existsSync(mainJs)) throw new Error('Run npm run build first: this measures the built server')
const receiptCount = Number(process.env.CLUSTER_RECEIPTS ?? 500)
const receiptMb = 3

const name = `portal_cluster_${randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`create database ${name}`)
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString()
const s3 = await startS3Server()
const shared = {
  ...s3Env(s3, 'cluster'),
  CODE_HMAC_SECRET: randomBytes(32).toString('hex'),
  TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  CLIENT_DIR: path.resolve('dist/client'),
  LOG_LEVEL: 'error',
  TRUST_PROXY: '127.0.0.1',
}

// The set-up (migrations, links, a member) through a portal in this process, on the same database.
const setup = await buildApp({
  config: loadConfig({ ...shared, DATABASE_URL: databaseUrl, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-')) }),
  database: await openPostgres(databaseUrl),
  logger: false,
})
await setup.ready()

const direct = new URL(databaseUrl)
const proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
const viaProxy = Object.assign(new URL(databaseUrl), { hostname: '127.0.0.1', port: String(proxy.port) }).toString()

interface Node {
  url: string
  child: ChildProcess
  start(): Promise<void>
  /** Peak resident memory of the process so far (VmHWM), in MB. */
  peakRssMb(): number
}

async function portalNode(databaseUrlOfNode: string): Promise<Node> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = { ...process.env, ...shared, DATABASE_URL: databaseUrlOfNode, PORT: String(port), PUBLIC_URL: url }
  const node: Node = {
    url,
    child: undefined as unknown as ChildProcess,
    async start() {
      node.child = spawn(process.execPath, [...serveNodeOptions(), mainJs], { env, stdio: ['ignore', 'ignore', 'inherit'] })
      for (;;) {
        const ready = await fetch(`${url}/readyz`).then(
          (response) => response.ok,
          () => false,
        )
        if (ready) return
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    peakRssMb() {
      const status = fs.readFileSync(`/proc/${node.child.pid}/status`, 'utf8')
      return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024)
    },
  }
  await node.start()
  return node
}

const a = await portalNode(databaseUrl)
const b = await portalNode(viaProxy)
// The nodes do not outlive a measurement that fails.
process.on('exit', () => [a, b].forEach((node) => node.child.kill('SIGKILL')))

/** A JPEG of `mb` MB: a photo's metadata and a long scan. */
function receiptOf(mb: number): Buffer {
  const small = jpegWithMetadata()
  const end = small.length - 2
  return Buffer.concat([small.subarray(0, end), Buffer.alloc(mb * 1024 * 1024 - small.length, 0x5a), small.subarray(end)])
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

function post(url: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; retryAfter: number }>((resolve) => {
    const request = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': body.length } })
    request.on('error', () => resolve({ status: 0, retryAfter: 1 }))
    // A busy answer comes before the body is read and the node closes the line: the rest of
    // the body then meets a closed socket, after the request has had its answer.
    request.on('socket', (socket) => socket.on('error', () => {}))
    request.on('response', (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, retryAfter: Number(response.headers['retry-after'] ?? 1) }),
      )
    })
    request.end(body)
  })
}

// 1. The burst: every receipt to its own link, half through each node, retried with its key.
const links = await createReceiptLinks(setup.ctx, { event: 'Cluster night', count: receiptCount, language: 'en' })
const picture = multipartFile('file', 'receipt.jpg', 'image/jpeg', receiptOf(receiptMb))
const busy = new Map<number, number>()
const started = Date.now()
await Promise.all(
  links.map(async (link, n) => {
    const key = randomUUID()
    for (let attempt = 0; ; attempt++) {
      const node = (n + attempt) % 2 === 0 ? a : b
      const { status, retryAfter } = await post(
        `${node.url}/api/uploadReceipt?id=${link.id}`,
        { 'content-type': picture.contentType, 'idempotency-key': key },
        picture.body,
      )
      if (status === 200) return
      busy.set(status, (busy.get(status) ?? 0) + 1)
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000))
    }
  }),
)
const burstSeconds = (Date.now() - started) / 1000
const [stored] = await setup.ctx.db.select({ n: count() }).from(receipts)
console.log(
  `Burst: ${receiptCount} receipts of ${receiptMb} MB through two nodes to S3 in ${burstSeconds.toFixed(1)} s; ` +
    `${stored!.n} stored (one per link); busy answers retried: ${[...busy].map(([status, times]) => `${times} × ${status}`).join(', ') || 'none'}; ` +
    `peak RSS node A ${a.peakRssMb()} MB, node B ${b.peakRssMb()} MB`,
)

// 2. A node killed while it holds an upload; the retry goes to the other node.
const [held] = await createReceiptLinks(setup.ctx, { event: 'Cluster crash', count: 1, language: 'en' })
const key = randomUUID()
const stalled = http.request(`${a.url}/api/uploadReceipt?id=${held!.id}`, {
  method: 'POST',
  headers: { 'content-type': picture.contentType, 'content-length': picture.body.length, 'idempotency-key': key },
})
stalled.on('error', () => {})
stalled.write(picture.body.subarray(0, 4096))
const retry = () =>
  post(`${b.url}/api/uploadReceipt?id=${held!.id}`, { 'content-type': picture.contentType, 'idempotency-key': key }, picture.body)
while ((await retry()).status !== 409) await new Promise((resolve) => setTimeout(resolve, 20))
a.child.kill('SIGKILL')
const killed = Date.now()
while ((await retry()).status !== 200) await new Promise((resolve) => setTimeout(resolve, 100))
console.log(`Crash: node A killed holding an upload; the retry on node B was taken ${Date.now() - killed} ms later`)
await a.start()

// 3. A session logged out on A while B's listening connection is dropped, then frozen.
const phone = String(90_000_000 + Math.floor(Math.random() * 9_999_999))
await createMember(setup.ctx, {
  countryCode: 1,
  phone,
  password: 'Secret#123',
  firstName: 'Cluster',
  surname: 'Member',
  tier: 'ordinary',
  language: 'en',
  firstTime: false,
})
const login = async () => {
  const response = await fetch(`${a.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ countryCode: 1, phoneNumber: phone, password: 'Secret#123' }),
  })
  return ((await response.json()) as { data: { token: string } }).data.token
}
const status = (node: Node, token: string) =>
  fetch(`${node.url}/api/checkSession`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.status)
for (const how of ['dropped', 'frozen'] as const) {
  const token = await login()
  await status(b, token)
  if (how === 'dropped') proxy.dropListeners()
  else proxy.freezeListeners()
  await fetch(`${a.url}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
  const loggedOut = Date.now()
  let accepted = 0
  while ((await status(b, token)) === 200) accepted++
  console.log(
    `Revoked token, B's listener ${how}: refused on B ${Date.now() - loggedOut} ms after the logout on A (${accepted} reads accepted meanwhile)`,
  )
  // Listening again before the next round.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
}

a.child.kill('SIGTERM')
b.child.kill('SIGTERM')
await Promise.all([once(a.child, 'exit'), once(b.child, 'exit')])
await setup.close()
await proxy.close()
await s3.close()
agent.destroy()
await admin.query(`drop database if exists ${name} with (force)`)
await admin.end()

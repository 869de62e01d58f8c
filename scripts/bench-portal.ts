/**
 * npm run bench: the portal as members meet it. The built server is started as `npm start`
 * starts it (node dist/server/main.js, PGlite in a new data folder; then on PostgreSQL when
 * TEST_DATABASE_URL names a server), and this process, another one, loads it over HTTP. Every
 * figure sits beside the bare route's (an unknown /api path) measured in the same run, since
 * the machine it runs on may be busy with other work: the ratios travel, the times do not.
 *
 * - start: time from the process's start to its first answer, and its RSS 10 s later (at rest);
 *   then the same after a restart on the same folder;
 * - reads at 16 connections: answers the server never keeps (a member without a parking or
 *   upgrade application: 612) and answers it keeps (the profile, the session);
 * - first reads: the first call of each of 20 members to pages whose answers are then kept,
 *   one at a time, against the bare route's time at one connection;
 * - a login storm: 200 wrong logins, each on a new connection, from 20 addresses, while a plain
 *   route is sampled every 50 ms and a member logs in with the right password.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort } from '#tests/support/free-port.ts'
import { postOnNewConnection } from '#tests/support/new-connection.ts'
import { serveNodeOptions } from '#tests/support/serve-options.ts'
import { benchDatabase, benchMemberInput } from './bench-database.ts'

const serverEntry = path.resolve('dist/server/main.js')
if (!fs.existsSync(serverEntry)) {
  console.error('No build in dist/server: run "npm run build" first.')
  process.exit(1)
}
const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const connections = 16
const restMs = 10_000

interface Portal {
  address: string
  child: ChildProcess
  startMs: number
}

/** The built server on its own, as `npm run serve` starts it; resolves at its first answer. */
async function startPortal(env: Record<string, string>): Promise<Portal> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, [...serveNodeOptions(), serverEntry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const address = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal stopped (exit code ${child.exitCode})`)
    const answered = await fetch(`${address}/api/no-such-call`).then(
      () => true,
      () => false,
    )
    if (answered) return { address, child, startMs: performance.now() - started }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function stopPortal(portal: Portal): Promise<void> {
  const exited = new Promise((resolve) => portal.child.once('exit', resolve))
  portal.child.kill('SIGTERM')
  await exited
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024)
}

/** The portal's memory once it has been at rest for 10 s after its first answer. */
async function atRest(portal: Portal): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, restMs))
  return rssMb(portal.child.pid!)
}

interface Figures {
  rps: number
  p50: number
  p99: number
}

async function load(url: string, headers: Record<string, string> = {}, conns = connections): Promise<Figures> {
  const result = await autocannon({ url, headers, connections: conns, duration: seconds })
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

async function post(address: string, route: string, body: object, headers: Record<string, string> = {}) {
  const answer = await fetch(`${address}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: answer.status, envelope: (await answer.json()) as { returnCode: number; data: { token: string } } }
}

/** Members made through the operator command (the ops socket on PGlite, the database on PostgreSQL), then logged in. */
async function members(address: string, env: Record<string, string>, count: number, tier: 'ordinary' | 'privilege') {
  Object.assign(process.env, env)
  const { runOperationHere } = await import('../src/server/cli/run-operation.ts')
  const made: { phone: string; token: string }[] = []
  for (let n = 0; n < count; n++) {
    const input = benchMemberInput(tier)
    await runOperationHere('member.create', { ...input, marketingConsent: false })
    const { envelope } = await post(address, '/api/login', { countryCode: 1, phoneNumber: input.phone, password: input.password })
    made.push({ phone: input.phone, token: envelope.data.token })
  }
  return made
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/**
 * A phone that asks the bare route every 50 ms until told to stop, in a process of its own: the
 * storm's sender, busy opening 200 connections, would otherwise delay the samples it times.
 */
const samplerSource = `
const samples = []
let sampling = true
process.stdin.on('data', () => { sampling = false })
;(async () => {
  while (sampling) {
    const started = performance.now()
    await fetch(process.argv[1] + '/api/no-such-call').then((answer) => answer.arrayBuffer())
    samples.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  process.stdout.write(JSON.stringify(samples))
  process.exit(0)
})()`

function startSampler(address: string) {
  const child = spawn(process.execPath, ['-e', samplerSource, address], { stdio: ['pipe', 'pipe', 'inherit'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const done = new Promise<number[]>((resolve) => child.once('exit', () => resolve(JSON.parse(output) as number[])))
  return {
    stop: () => {
      child.stdin.end('stop')
      return done
    },
  }
}

async function loginStorm(address: string, member: { phone: string }) {
  const sampler = startSampler(address)
  await new Promise((resolve) => setTimeout(resolve, 300))
  const wrong = Array.from({ length: 200 }, (_, n) =>
    postOnNewConnection(
      `${address}/api/login`,
      { countryCode: 1, phoneNumber: String(59_000_000 + n), password: 'Guess#1234' },
      { 'x-forwarded-for': `10.20.0.${(n % 20) + 1}` },
    ),
  )
  const rightStarted = performance.now()
  const right = postOnNewConnection(
    `${address}/api/login`,
    { countryCode: 1, phoneNumber: member.phone, password: 'Secret#123' },
    { 'x-forwarded-for': '10.30.0.1' },
  ).then((status) => ({ status, ms: performance.now() - rightStarted }))
  const statuses = await Promise.all(wrong)
  const rightLogin = await right
  await new Promise((resolve) => setTimeout(resolve, 300))
  const samples = await sampler.stop()
  const tally = new Map<number, number>()
  for (const status of statuses) tally.set(status, (tally.get(status) ?? 0) + 1)
  return {
    plainP99: percentile(samples, 99),
    plainMax: Math.max(...samples),
    wrong: [...tally].map(([status, count]) => `${count} × ${status}`).join(', '),
    right: rightLogin,
  }
}

async function bench(kind: 'pglite' | 'postgres', env: Record<string, string>): Promise<void> {
  console.log(
    `\n## ${kind}: ${seconds} s per row, ${connections} connections, Node ${process.version}, ${os.cpus().length} cores\n`,
  )
  let portal = await startPortal(env)
  const firstStartMs = portal.startMs
  const firstRss = await atRest(portal)
  await stopPortal(portal)
  portal = await startPortal(env)
  const restartMs = portal.startMs
  const restartRss = await atRest(portal)
  console.log(
    `start on a new ${kind === 'pglite' ? 'folder' : 'database'}: first answer in ${(firstStartMs / 1000).toFixed(1)} s, RSS at rest ${firstRss} MB`,
  )
  console.log(`restart: first answer in ${(restartMs / 1000).toFixed(1)} s, RSS at rest ${restartRss} MB\n`)

  const { address } = portal
  const [privileged, ...others] = await members(address, env, 21, 'privilege')
  const bearer = (member: { token: string }) => ({ authorization: `Bearer ${member.token}` })

  console.log(`| call (${connections} connections) | req/s | of bare | p50 ms | p99 ms |`)
  console.log('|---|---:|---:|---:|---:|')
  const bare = await load(`${address}/api/no-such-call`)
  const row = (title: string, figures: Figures) =>
    console.log(
      `| ${title} | ${figures.rps.toFixed(0)} | ${((figures.rps / bare.rps) * 100).toFixed(0)}% | ${figures.p50} | ${figures.p99} |`,
    )
  row('bare route (404)', bare)
  row('getParkingForm, no application (612, never kept)', await load(`${address}/api/getParkingForm`, bearer(privileged!)))
  row('getUpgradeForm, no application (never kept)', await load(`${address}/api/getUpgradeForm`, bearer(privileged!)))
  row('getProfile (kept)', await load(`${address}/api/getProfile`, bearer(privileged!)))
  row('checkSession (kept)', await load(`${address}/api/checkSession`, bearer(privileged!)))

  // A member's first read of each page, which the server then keeps: one call at a time, timed
  // as the bare route is timed beside it (autocannon counts whole milliseconds).
  const oneAtATime = async (route: string, headers: (n: number) => Record<string, string>) => {
    const times: number[] = []
    for (let n = 0; n < others.length; n++) {
      const started = performance.now()
      await fetch(`${address}/api/${route}`, { headers: headers(n) }).then((answer) => answer.arrayBuffer())
      times.push(performance.now() - started)
    }
    return { mean: times.reduce((sum, time) => sum + time, 0) / times.length, p99: percentile(times, 99) }
  }
  const bareOne = await oneAtATime('no-such-call', () => ({}))
  console.log(`\n| first read of a page, ${others.length} members, one call at a time | mean ms | p99 ms | × bare |`)
  console.log('|---|---:|---:|---:|')
  console.log(`| bare route (404) | ${bareOne.mean.toFixed(2)} | ${bareOne.p99.toFixed(1)} | 1 |`)
  for (const route of ['getProfile', 'getInterest', 'getParkingForm', 'getUpgradeForm']) {
    const first = await oneAtATime(route, (n) => bearer(others[n]!))
    console.log(`| ${route} | ${first.mean.toFixed(2)} | ${first.p99.toFixed(1)} | ${(first.mean / bareOne.mean).toFixed(1)} |`)
  }

  const storm = await loginStorm(address, others[0]!)
  console.log(
    `\nlogin storm (200 wrong logins, each on a new connection, from 20 addresses): return codes ${storm.wrong};` +
      ` a plain route sampled every 50 ms: p99 ${storm.plainP99.toFixed(0)} ms, slowest ${storm.plainMax.toFixed(0)} ms;` +
      ` a member's right login meanwhile: return code ${storm.right.status} in ${storm.right.ms.toFixed(0)} ms`,
  )
  await stopPortal(portal)
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
// The storm's 20 addresses arrive as a proxy on this machine would send them.
const common = { DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' }
try {
  await bench('pglite', common)
  if (process.env.TEST_DATABASE_URL) {
    const database = await benchDatabase(process.env.TEST_DATABASE_URL)
    try {
      await bench('postgres', {
        ...common,
        DATABASE_URL: database.url,
        CODE_HMAC_SECRET: randomBytes(32).toString('hex'),
        TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      })
    } finally {
      await database.drop()
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}

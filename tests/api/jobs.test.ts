import { spawn } from 'node:child_process'
import net from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs, notifierOutbox } from '#server/db/schema.ts'
import { loadConfig } from '#server/config.ts'
import { createJobQueue, doublingBackoff, type JobQueue } from '#server/jobs/job-queue.ts'
import { createNotifier } from '#server/notify/notifier.ts'
import { freePort } from '../support/free-port.ts'
import { databaseKinds, startTestApp, type TestApp } from './support/test-app.ts'

const minute = 60_000
const quietLog = { info: () => {}, warn: () => {}, error: () => {} }

/** A queue of a node of its own on the test's database, with the test's clock and no polling. */
const nodeOn = (test: TestApp): JobQueue => createJobQueue({ db: test.database.db, clock: test.clock, log: quietLog })

const rowOf = async (test: TestApp, id: string) => (await test.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]

describe.each(databaseKinds)('durable jobs (%s)', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  it('retries a failed job after growing waits, and gives up after its last try', async () => {
    const node = nodeOn(test)
    let tries = 0
    node.handle('test.flaky', {
      run: async () => {
        tries++
        throw new Error(`try ${tries} failed`)
      },
      maxAttempts: 3,
      retryAfterMs: doublingBackoff(minute, 10 * minute),
    })
    const id = (await node.enqueue('test.flaky', { n: 1 }))!
    expect(await node.runNow(id)).toBe(false)
    expect(await rowOf(test, id)).toMatchObject({ attempts: 1, lastError: 'try 1 failed', failedAt: null })
    // Not due again before its wait.
    await node.runDue()
    expect(tries).toBe(1)
    test.clock.advance(minute)
    await node.runDue()
    expect(tries).toBe(2)
    test.clock.advance(minute)
    await node.runDue()
    expect(tries).toBe(2)
    test.clock.advance(minute)
    await node.runDue()
    expect(tries).toBe(3)
    expect(await rowOf(test, id)).toMatchObject({ attempts: 3, lastError: 'try 3 failed' })
    expect((await rowOf(test, id))?.failedAt).toBeInstanceOf(Date)
    test.clock.advance(60 * minute)
    await node.runDue()
    expect(tries).toBe(3)
  })

  it('runs a job once and removes it; a job of a kind this node does not know is left to others', async () => {
    const node = nodeOn(test)
    const seen: unknown[] = []
    node.handle('test.record', { run: async (payload) => void seen.push(payload), maxAttempts: 1, retryAfterMs: () => 0 })
    const id = (await node.enqueue('test.record', { hello: 'world' }))!
    const other = (await node.enqueue('test.unknownKind', {}))!
    await node.runDue()
    await node.runDue()
    expect(seen).toEqual([{ hello: 'world' }])
    expect(await rowOf(test, id)).toBeUndefined()
    expect(await rowOf(test, other)).toMatchObject({ attempts: 0, failedAt: null })
    await test.database.db.delete(jobs).where(eq(jobs.id, other))
  })

  it('takes again the job of a node that stopped while holding it, once its lease has run out', async () => {
    const dead = nodeOn(test)
    const alive = nodeOn(test)
    let done = 0
    const handler = { run: async () => void done++, maxAttempts: 3, retryAfterMs: () => minute }
    alive.handle('test.leased', handler)
    // The first node took the job (its lease is set) and stopped before running it.
    dead.handle('test.leased', { ...handler, run: () => new Promise<void>(() => {}) })
    const id = (await dead.enqueue('test.leased', {}))!
    void dead.runNow(id)
    await expect.poll(async () => (await rowOf(test, id))?.lockedUntil).toBeInstanceOf(Date)
    expect(await alive.runNow(id)).toBe(false)
    await alive.runDue()
    expect(done).toBe(0)
    test.clock.advance(3 * minute)
    await alive.runDue()
    expect(done).toBe(1)
    expect(await rowOf(test, id)).toBeUndefined()
  })

  it('keeps a job that runs longer than its lease to the node running it, which renews its claim', async () => {
    const leaseMs = 300
    const [running, other] = [0, 1].map(() => createJobQueue({ db: test.database.db, clock: test.clock, log: quietLog, leaseMs }))
    let runs = 0
    let finish = () => {}
    const handler = {
      run: () => {
        runs++
        return new Promise<void>((resolve) => (finish = resolve))
      },
      maxAttempts: 3,
      retryAfterMs: () => 0,
    }
    running!.handle('test.long', handler)
    other!.handle('test.long', handler)
    const id = (await running!.enqueue('test.long', {}))!
    const run = running!.runNow(id)
    await expect.poll(() => runs).toBe(1)
    // Long past the first claim (a slow mail server): the running node's claim moves with the time.
    test.clock.advance(10 * leaseMs)
    await expect.poll(async () => (await rowOf(test, id))?.lockedUntil?.getTime()).toBeGreaterThan(test.clock().getTime())
    await other!.runDue()
    expect(await other!.runNow(id)).toBe(false)
    expect(runs).toBe(1)
    finish()
    expect(await run).toBe(true)
    expect(runs).toBe(1)
    expect(await rowOf(test, id)).toBeUndefined()
  })

  it('two nodes looking at once run each job once', async () => {
    const ran: number[] = []
    const nodes = [nodeOn(test), nodeOn(test)]
    for (const node of nodes) {
      node.handle('test.shared', {
        run: async (payload) => void ran.push((payload as { n: number }).n),
        maxAttempts: 1,
        retryAfterMs: () => 0,
      })
    }
    for (let n = 0; n < 30; n++) await nodes[0]!.enqueue('test.shared', { n })
    await Promise.all([nodes[0]!.runDue(), nodes[1]!.runDue(), nodes[0]!.runDue(), nodes[1]!.runDue()])
    expect(ran.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n))
  })

  it('keeps one recurring job whoever schedules it, and runs it again after its interval', async () => {
    const nodes = [nodeOn(test), nodeOn(test)]
    let runs = 0
    for (const node of nodes) {
      node.handle('test.recurring', { run: async () => void runs++, maxAttempts: 1, retryAfterMs: () => 0 })
      await node.recur('test.recurring', 10 * minute)
    }
    expect(await test.database.db.select().from(jobs).where(eq(jobs.name, 'test.recurring'))).toHaveLength(1)
    await Promise.all(nodes.map((node) => node.runDue()))
    expect(runs).toBe(1)
    test.clock.advance(9 * minute)
    await nodes[1]!.runDue()
    expect(runs).toBe(1)
    test.clock.advance(minute)
    await nodes[1]!.runDue()
    expect(runs).toBe(2)
  })

  it('a message kept by a portal that stopped before sending it is sent once by the next portal', async () => {
    const message = { channel: 'sms', to: '+85290000001', subject: null, body: `kept ${kind} ${Date.now()}` } as const
    const first = await startTestApp(kind, { sharing: test })
    // Kept, and the process stops before its first try.
    await first.app.ctx.notifier.queue(message, test.database.db)
    await first.close()
    const sent = async () =>
      (await test.database.db.select().from(notifierOutbox).where(eq(notifierOutbox.body, message.body))).length
    expect(await sent()).toBe(0)
    const next = await startTestApp(kind, { sharing: test })
    try {
      // The next portal sends what fell due while none ran, as it starts.
      expect(await sent()).toBe(1)
      await next.app.ctx.jobs.runDue()
      expect(await sent()).toBe(1)
    } finally {
      await next.close()
    }
  })

  it('sends a message an earlier release kept in plaintext, and gives up one sealed with another secret', async () => {
    const plain = { channel: 'email', to: 'plain@example.com', subject: `Plain ${kind}`, body: 'Hello' } as const
    await test.app.ctx.jobs.enqueue('message.send', plain)
    const other = await startTestApp(kind, { sharing: test, env: { CODE_HMAC_SECRET: 'o'.repeat(64) } })
    const foreign = (await other.app.ctx.notifier.queue({ ...plain, subject: `Foreign ${kind}` }, test.database.db))!
    await other.close()
    await test.app.ctx.jobs.runDue()
    const subjects = (await test.database.db.select().from(notifierOutbox)).map((row) => row.subject)
    expect(subjects).toContain(`Plain ${kind}`)
    expect(subjects).not.toContain(`Foreign ${kind}`)
    expect(await rowOf(test, foreign)).toMatchObject({ lastError: expect.stringContaining('CODE_HMAC_SECRET') })
    expect((await rowOf(test, foreign))?.failedAt).toBeInstanceOf(Date)
    await test.database.db.delete(jobs).where(eq(jobs.id, foreign))
  })

  it('a code asked for while the SMS gateway is down is still answered, and the SMS is retried', async () => {
    const down = await startTestApp(kind, {
      sharing: test,
      env: { SMS_DRIVER: 'http', SMS_GATEWAY_URL: 'http://127.0.0.1:1/sms' },
    })
    try {
      await down.app.ctx.notifier.send({ channel: 'sms', to: '+85290000002', subject: null, body: 'Code 654321' })
      const [kept] = await test.database.db.select().from(jobs).where(eq(jobs.name, 'message.send'))
      expect(kept).toMatchObject({ attempts: 1, failedAt: null })
      expect(kept?.lastError).toBeTruthy()
      expect(kept!.runAt.getTime()).toBeGreaterThan(down.clock().getTime())
      await test.database.db.delete(jobs).where(eq(jobs.id, kept!.id))
    } finally {
      await down.close()
    }
  })
})

/** A port that takes connections and never answers: a mail server that hangs. */
async function silentServer(): Promise<{ port: number; close(): void }> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => void sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy()
      server.close()
    },
  }
}

function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('a portal killed while sending (postgres)', () => {
  it('leaves the message to the next portal, which sends it once', async () => {
    const test = await startTestApp('postgres')
    const secret = test.app.ctx.config.codeHmacSecret!
    const mail = await silentServer()
    const subject = `Killed ${Date.now()}`
    const portal = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: test.databaseUrl,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        CODE_HMAC_SECRET: secret,
        TOTP_ENCRYPTION_KEY: test.app.ctx.config.totpEncryptionKey,
        EMAIL_DRIVER: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
      detached: true,
    })
    try {
      // An e-mail is kept; the portal takes it and begins to send it, and the mail server never answers.
      const sender = createNotifier({
        config: loadConfig({}),
        secret: () => secret,
        db: test.database.db,
        clock: () => new Date(),
        log: quietLog,
        jobs: createJobQueue({ db: test.database.db, clock: () => new Date(), log: quietLog }),
      })
      const id = (await sender.queue({ channel: 'email', to: 'chan@example.com', subject, body: 'Hello' }, test.database.db))!
      await expect
        .poll(async () => (await rowOf(test, id))?.lockedUntil ?? null, { timeout: 60_000, interval: 500 })
        .toBeInstanceOf(Date)
      process.kill(-portal.pid!, 'SIGKILL')
      mail.close()

      // The next portal (the outbox for e-mail) takes the job once its holder's lease is over.
      const lockedUntil = (await rowOf(test, id))!.lockedUntil!
      const next = await startTestApp('postgres', { sharing: test, clockStart: new Date(lockedUntil.getTime() + 1000) })
      try {
        const sent = await test.database.db.select().from(notifierOutbox).where(eq(notifierOutbox.subject, subject))
        expect(sent).toHaveLength(1)
        await next.app.ctx.jobs.runDue()
        expect(await test.database.db.select().from(notifierOutbox).where(eq(notifierOutbox.subject, subject))).toHaveLength(1)
        expect(await rowOf(test, id)).toBeUndefined()
      } finally {
        await next.close()
      }
    } finally {
      // Killed already by the test, though its exit may not be seen yet: a second kill may find no process.
      if (portal.exitCode === null) killGroup(portal.pid!)
      mail.close()
      await test.close()
    }
  }, 120_000)
})

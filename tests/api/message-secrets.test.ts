import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs, notifierOutbox } from '#server/db/schema.ts'
import { databasesFor, startTestApp, type TestApp } from './support/test-app.ts'
import {
  capturedLog,
  failingSmsGateway,
  refusingMailServer,
  type FailingGateway,
  type RefusingMailServer,
} from './support/failing-senders.ts'
import { get, latestCode, post, registration } from './support/registration.ts'

const minute = 60_000
const day = 24 * 60 * minute

const messageJobs = async (test: TestApp) => test.database.db.select().from(jobs).where(eq(jobs.name, 'message.send'))

describe.each(databasesFor('postgres'))('codes and link keys while messages cannot leave (%s)', (kind) => {
  let gateway: FailingGateway
  let mail: RefusingMailServer
  let test: TestApp
  const log = capturedLog()
  beforeAll(async () => {
    gateway = await failingSmsGateway()
    mail = await refusingMailServer()
    test = await startTestApp(kind, {
      env: { SMS_DRIVER: 'http', SMS_GATEWAY_URL: gateway.url, EMAIL_DRIVER: 'smtp', SMTP_URL: mail.url },
      logger: log.logger,
    })
  })
  afterAll(async () => {
    await test.close()
    await gateway.close()
    await mail.close()
  })

  /** A registration whose code the failing gateway was asked to send. */
  async function registered() {
    const payload = registration()
    const { memberId } = (await post(test, '/api/register', payload)).json().data as { memberId: string }
    const to = `+852${payload.mobilePhone}`
    const sms = gateway.received.findLast((message) => message.to === to)
    const code = sms && /\b(\d{6})\b/.exec(sms.message)?.[1]
    if (!code) throw new Error('the gateway was asked for no code')
    return { memberId, to, code, email: payload.emailAddress }
  }

  it('keeps no code or link key in plaintext in any column of the jobs table, nor in the log', async () => {
    const { memberId, code, email } = await registered()
    expect(JSON.stringify(await test.database.db.select().from(jobs))).not.toContain(code)

    // The verified phone sends the e-mail link, which the mail server refuses too.
    const verified = await post(test, '/api/otpVerify', { token: code, memberId, language: 'en', type: 'register' })
    expect(verified.json()).toMatchObject({ success: true })
    const offered = mail.received.findLast((message) => message.to.includes(email))
    const key = offered && /\/verifyUserAccount\/([A-Za-z0-9_-]+)/.exec(offered.text)?.[1]
    if (!key) throw new Error('no link offered to the mail server')
    expect(JSON.stringify(await test.database.db.select().from(jobs))).not.toContain(key)

    // The link is opened (its key in the request's address), and a mail program mangles it once.
    expect((await get(test, '/api/emailVerification', { emailAuthKey: key, type: 'verifyUserAccount' })).statusCode).toBe(200)
    expect((await test.app.inject({ url: `/en/verifyUserAccount/${key}%E0%A4%A` })).statusCode).toBe(400)

    const written = log.lines.join('\n')
    expect(written).toContain('job failed')
    expect(written).not.toContain(code)
    expect(written).not.toContain(key)
  })

  it('drops a message whose code expired while it waited, rather than sending it late', async () => {
    const { to } = await registered()
    const tries = () => gateway.received.filter((message) => message.to === to).length
    expect(tries()).toBe(1)
    test.clock.advance(11 * minute)
    await test.app.ctx.jobs.runDue()
    expect(tries()).toBe(1)
    const [kept] = (await messageJobs(test)).filter((job) => (job.payload as { to: string }).to === to)
    expect(kept?.failedAt).toBeInstanceOf(Date)
    test.clock.advance(day)
    await test.app.ctx.jobs.runDue()
    expect(tries()).toBe(1)
  })
})

describe.each(databasesFor('postgres'))('what the outbox and the job queue keep (%s)', (kind) => {
  let test: TestApp
  const log = capturedLog()
  beforeAll(async () => {
    test = await startTestApp(kind, { logger: log.logger })
  })
  afterAll(() => test.close())

  it('names a message in the log without its text', async () => {
    const payload = registration()
    expect((await post(test, '/api/register', payload)).json()).toMatchObject({ success: true })
    const code = await latestCode(test, payload.mobilePhone)
    const written = log.lines.join('\n')
    expect(written).toContain(`[outbox] sms to +852${payload.mobilePhone}`)
    expect(written).not.toContain(code)
  })

  it('deletes failed jobs and outbox messages a week old, and keeps younger ones', async () => {
    const failedJob = (failedAt: Date) => ({
      name: 'message.send',
      payload: {},
      runAt: failedAt,
      maxAttempts: 1,
      attempts: 1,
      failedAt,
      lastError: 'SMS gateway answered 500',
      createdAt: failedAt,
    })
    await test.database.db.insert(jobs).values(failedJob(test.clock()))
    await test.app.ctx.notifier.send({ channel: 'sms', to: '+85290000011', subject: null, body: 'old' })
    test.clock.advance(6 * day)
    await test.database.db.insert(jobs).values(failedJob(test.clock()))
    await test.app.ctx.notifier.send({ channel: 'sms', to: '+85290000012', subject: null, body: 'young' })
    test.clock.advance(day + minute)
    await test.app.ctx.jobs.runDue()
    expect((await test.database.db.select().from(notifierOutbox)).map((row) => row.body)).toEqual(['young'])
    expect((await messageJobs(test)).map((job) => job.failedAt?.getTime())).toEqual([test.clock().getTime() - day - minute])
  })
})

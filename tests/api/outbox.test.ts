import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type } from 'arktype'
import { outboxMessage } from '#contract/schemas/outbox'
import { notifierOutbox } from '#server/db/schema.ts'
import { databaseKinds, startTestApp, type TestApp, type TestAppOptions } from './support/test-app.ts'

/**
 * The portals of the settings below keep no message and differ by their settings alone: nodes on
 * one embedded database rather than each on a database of its own.
 */
let shared: TestApp
beforeAll(async () => {
  shared = await startTestApp('pglite')
})
afterAll(() => shared.close())
const startNode = (options: TestAppOptions) => startTestApp('pglite', { ...options, sharing: shared })

describe.each(databaseKinds)('the outbox notifier on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  it('keeps every message and lists them newest first', async () => {
    await test.app.ctx.notifier.send({ channel: 'sms', to: '+85291234567', subject: null, body: 'Your code is 123456' })
    await test.app.ctx.notifier.send({ channel: 'email', to: 'chan@example.com', subject: 'Welcome', body: 'Hello' })
    const response = await test.app.inject({ url: '/api/dev/outbox' })
    expect(response.headers['cache-control']).toBe('no-store')
    const messages = response.json().data
    for (const message of messages) expect(outboxMessage(message)).not.toBeInstanceOf(type.errors)
    expect(messages.slice(0, 2)).toMatchObject([
      { channel: 'email', to: 'chan@example.com', subject: 'Welcome', body: 'Hello' },
      { channel: 'sms', to: '+85291234567', subject: null, body: 'Your code is 123456' },
    ])
  })

  it('answers as many as asked, up to 200', async () => {
    for (let i = 0; i < 3; i++)
      await test.app.ctx.notifier.send({ channel: 'sms', to: '+85290000000', subject: null, body: `#${i}` })
    expect((await test.app.inject({ url: '/api/dev/outbox?limit=2' })).json().data.map((m: { body: string }) => m.body)).toEqual([
      '#2',
      '#1',
    ])
    expect((await test.app.inject({ url: '/api/dev/outbox?limit=0' })).statusCode).toBe(400)
    expect((await test.app.inject({ url: '/api/dev/outbox?limit=201' })).statusCode).toBe(400)
  })

  it('answers only the machine itself', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await test.app.inject({ url: '/api/dev/outbox', remoteAddress })).statusCode, remoteAddress).toBe(200)
    }
    for (const remoteAddress of ['10.0.0.7', '203.0.113.9', '::ffff:10.0.0.7']) {
      expect((await test.app.inject({ url: '/api/dev/outbox', remoteAddress })).statusCode, remoteAddress).toBe(404)
      expect((await test.app.inject({ url: '/dev/outbox', remoteAddress })).statusCode, remoteAddress).toBe(404)
    }
  })

  it('shows the messages on a page, escaped, with links made clickable', async () => {
    await test.app.ctx.notifier.send({
      channel: 'email',
      to: 'a@example.com',
      subject: '<script>alert(1)</script>',
      body: 'Open https://club.example.com/en/verifyUser/abc to verify',
    })
    const page = await test.app.inject({ url: '/dev/outbox' })
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page.body).not.toContain('<script>alert(1)')
    expect(page.body).toContain('<a href="https://club.example.com/en/verifyUser/abc">')
  })
})

describe('with real drivers configured', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await startNode({
      env: {
        EMAIL_DRIVER: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:1',
        SMS_DRIVER: 'http',
        SMS_GATEWAY_URL: 'http://127.0.0.1:1/sms',
      },
    })
  })
  afterAll(() => test.close())

  it('has no outbox API or page', async () => {
    expect(test.app.ctx.notifier.holdsMessages).toBe(false)
    expect((await test.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404)
    expect((await test.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404)
  })
})

describe('in production', () => {
  it('has no outbox API or page, even on a staging site that allows the outbox', async () => {
    const test = await startNode({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://club.example.com', ALLOW_OUTBOX_IN_PRODUCTION: 'true' },
    })
    try {
      expect(test.app.ctx.notifier.holdsMessages).toBe(true)
      for (const remoteAddress of ['127.0.0.1', '::1']) {
        expect((await test.app.inject({ url: '/api/dev/outbox', remoteAddress })).statusCode, remoteAddress).toBe(404)
        expect((await test.app.inject({ url: '/dev/outbox', remoteAddress })).statusCode, remoteAddress).toBe(404)
      }
    } finally {
      await test.close()
    }
  })
})

describe('sending in the background', () => {
  it('keeps the caller from waiting, logs a failure, and is waited for at shutdown', async () => {
    const test = await startTestApp('pglite', { env: { EMAIL_DRIVER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' } })
    await test.app.ctx.notifier.sendInBackground({ channel: 'email', to: 'chan@example.com', subject: 'Hi', body: 'Hello' })
    await test.app.ctx.notifier.sendInBackground({ channel: 'sms', to: '+85291234567', subject: null, body: 'Code 123456' })
    await test.app.ctx.notifier.settle()
    const [sms] = await test.database.db.select().from(notifierOutbox)
    expect(sms).toMatchObject({ channel: 'sms', body: 'Code 123456' })
    await test.close()
  })
})

describe('the outbox behind a proxy', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await startNode({ env: { TRUST_PROXY: '1' } })
  })
  afterAll(() => test.close())

  it.each([
    { forwarded: 'for=127.0.0.1' },
    { 'x-forwarded-for': '127.0.0.1' },
    { 'x-forwarded-for': '203.0.113.9' },
    { 'x-real-ip': '127.0.0.1' },
  ])('a request through a proxy on the same machine is not local (%o)', async (headers) => {
    for (const url of ['/api/dev/outbox', '/dev/outbox']) {
      const response = await test.app.inject({ url, remoteAddress: '127.0.0.1', headers })
      expect(response.statusCode, url).toBe(404)
    }
    expect((await test.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200)
  })
})

describe('start-up warnings', () => {
  const warningsOf = async (env: Record<string, string>) => {
    const lines: string[] = []
    const test = await startNode({
      env,
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    })
    await test.close()
    return lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 40 && line.msg.includes('outbox'))
  }

  it('warns when a staging site allows the outbox in production', async () => {
    expect(
      await warningsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://club.example.com', ALLOW_OUTBOX_IN_PRODUCTION: 'true' }),
    ).toEqual([expect.objectContaining({ msg: expect.stringContaining('outbox') })])
  })

  it('warns when the outbox is on for an https site', async () => {
    expect(await warningsOf({ PUBLIC_URL: 'https://club.example.com' })).toEqual([
      expect.objectContaining({ msg: expect.stringContaining('outbox') }),
    ])
  })

  it('says nothing in development', async () => {
    expect(await warningsOf({ NODE_ENV: 'development' })).toEqual([])
  })
})

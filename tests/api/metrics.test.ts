import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addMember, databaseKinds, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

/** The value of a sample in the text format, by its name and labels as written. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe.each(databaseKinds)('GET /metrics (%s)', { timeout: 90_000 }, (kind) => {
  // The portals below differ by their settings alone: nodes on one database, the first of them
  // with none of the metrics settings.
  let unset: TestApp
  beforeAll(async () => {
    unset = await startTestApp(kind)
  })
  afterAll(() => unset.close())
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const startNode = (env: Record<string, string>) => startTestApp(kind, { sharing: unset, env })

  const scrape = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers })

  it('is there for nobody until an address or a token is set', async () => {
    expect((await scrape(unset, '127.0.0.1')).statusCode).toBe(404)
  })

  it('answers the allowed addresses and the token, and nobody else', async () => {
    const token = randomBytes(24).toString('hex')
    test = await startNode({ METRICS_ALLOW: '10.0.0.0/8,127.0.0.1', METRICS_TOKEN: token })
    expect((await scrape(test, '10.1.2.3')).statusCode).toBe(200)
    expect((await scrape(test, '::ffff:127.0.0.1')).statusCode).toBe(200)
    expect((await scrape(test, '203.0.113.5')).statusCode).toBe(404)
    expect((await scrape(test, '203.0.113.5', { authorization: `Bearer ${token}x` })).statusCode).toBe(404)
    const withToken = await scrape(test, '203.0.113.5', { authorization: `Bearer ${token}` })
    expect(withToken.statusCode).toBe(200)
    expect(withToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  })

  it('counts requests by route and status, and shows jobs, messages, budgets, uploads, the listener and the process', async () => {
    test = await startNode({ METRICS_ALLOW: '127.0.0.1' })
    const member = await addMember(test)
    await loginAs(test, member)
    await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { countryCode: 1, phoneNumber: member.phone, password: 'Wrong#123' },
    })
    // A message waiting for its send job, and a job that waited ten minutes.
    await test.app.ctx.notifier.queue({ channel: 'email', to: 'chan@example.com', subject: 'Hello', body: 'Hi' }, test.app.ctx.db)
    test.clock.advance(10 * 60_000)

    const answer = await scrape(test, '127.0.0.1')
    expect(answer.statusCode).toBe(200)
    const text = answer.body
    // A wrong password is answered in the envelope, with HTTP 200, as every refusal of the member API.
    expect(sample(text, 'portal_http_requests_total{method="POST",route="/api/login",status="200"}')).toBe(2)
    expect(sample(text, 'portal_http_request_duration_seconds_count{method="POST",route="/api/login",status="200"}')).toBe(2)
    expect(sample(text, 'portal_jobs_waiting{kind="message.send"}')).toBe(1)
    expect(sample(text, 'portal_jobs_oldest_waiting_seconds{kind="message.send"}')).toBeGreaterThanOrEqual(600)
    expect(sample(text, 'portal_messages_waiting{channel="email"}')).toBe(1)
    expect(sample(text, 'portal_message_budget_left{channel="sms"}')).toBe(test.app.ctx.config.messageBudgets.smsPerHour)
    expect(sample(text, 'portal_uploads_in_flight')).toBe(0)
    expect(sample(text, 'portal_listener_up')).toBe(1)
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    if (kind === 'postgres') expect(sample(text, 'portal_database_pool_connections{state="open"}')).toBeGreaterThan(0)
  })
})

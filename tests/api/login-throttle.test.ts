import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, databaseKinds, startTestApp, uniquePhone, type TestApp } from './support/test-app.ts'

describe.each(databaseKinds)('failed logins are throttled on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  let address = 0
  const freshAddress = () => `10.1.0.${++address}`
  const attempt = (phone: string, password: string, remoteAddress: string) =>
    test.app.inject({ method: 'POST', url: '/api/login', payload: { countryCode: 1, phoneNumber: phone, password }, remoteAddress })

  it('pauses an account after 5 failures, for 30 s, then doubles the pause', async () => {
    const member = await addMember(test, { email: 'victim@example.com' })
    for (let i = 0; i < 5; i++) expect((await attempt(member.phone, 'Wrong#123', freshAddress())).json().returnCode).toBe(611)

    const paused = await attempt(member.phone, member.password, freshAddress())
    expect(paused.statusCode).toBe(429)
    expect(paused.headers['retry-after']).toBe('30')
    expect(paused.json()).toMatchObject({ success: false, returnCode: 429, msg: 'Too many unsuccessful attempts. Please try again in 30 seconds.' })

    test.clock.advance(30_000)
    expect((await attempt(member.phone, 'Wrong#123', freshAddress())).json().returnCode).toBe(611)
    expect((await attempt(member.phone, member.password, freshAddress())).headers['retry-after']).toBe('60')

    test.clock.advance(60_000)
    expect((await attempt(member.phone, member.password, freshAddress())).json()).toMatchObject({ success: true })
  })

  it('tells the member by e-mail when their account is first paused', async () => {
    const member = await addMember(test, { email: 'owner@example.com', language: 'tc' })
    for (let i = 0; i < 5; i++) await attempt(member.phone, 'Wrong#123', freshAddress())
    const outbox = (await test.app.inject({ url: '/api/dev/outbox' })).json().data
    const notices = outbox.filter((m: { to: string }) => m.to === 'owner@example.com')
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ channel: 'email', subject: 'Sino Club 帳戶登入失敗通知' })
    expect(notices[0].body).toContain('5 次登入失敗')
  })

  it('forgets failures after a success', async () => {
    const member = await addMember(test)
    for (let i = 0; i < 4; i++) await attempt(member.phone, 'Wrong#123', freshAddress())
    expect((await attempt(member.phone, member.password, freshAddress())).json().success).toBe(true)
    for (let i = 0; i < 4; i++) expect((await attempt(member.phone, 'Wrong#123', freshAddress())).json().returnCode).toBe(611)
  })

  it('forgets failures a day old', async () => {
    const member = await addMember(test)
    for (let i = 0; i < 4; i++) await attempt(member.phone, 'Wrong#123', freshAddress())
    test.clock.advance(24 * 3_600_000 + 1000)
    expect((await attempt(member.phone, 'Wrong#123', freshAddress())).json().returnCode).toBe(611)
  })

  it('pauses a client address that fails on 20 accounts, even those that do not exist', async () => {
    const ip = '10.9.9.9'
    for (let i = 0; i < 20; i++) expect((await attempt(uniquePhone(), 'Guess#123', ip)).statusCode).toBe(200)
    const member = await addMember(test)
    const paused = await attempt(member.phone, member.password, ip)
    expect(paused.statusCode).toBe(429)
    expect((await attempt(member.phone, member.password, '10.9.9.10')).json().success).toBe(true)
  })
})

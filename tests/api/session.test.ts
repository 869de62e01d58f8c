import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginThrottle, members, sessions } from '#server/db/schema.ts'
import { purgeStaleThrottles } from '#server/modules/auth/login-throttle.ts'
import { purgeStaleSessions } from '#server/modules/auth/sessions.ts'
import { addMember, bearer, databasesFor, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

const day = 24 * 3_600_000

describe.each(databasesFor('postgres'))('sessions on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const check = (headers: Record<string, string> = {}) => test.app.inject({ url: '/api/checkSession', headers })

  it('the session check answers the member and when the session expires', async () => {
    const member = await addMember(test)
    const token = await loginAs(test, member)
    const body = (await check(bearer(token))).json()
    expect(body).toMatchObject({ success: true, data: { memberId: member.id } })
    expect(Date.parse(body.data.expiresAt) - test.clock().getTime()).toBe(30 * day)
  })

  it.each([
    ['no header', {}],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an unknown token', bearer('A'.repeat(43))],
    ['a malformed token', bearer('not a token!')],
  ])('answers HTTP 401 with %s', async (_, headers) => {
    const response = await check(headers)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, returnCode: 401, msg: 'Please log in first.', data: null })
  })

  it('logout revokes the token: the same token then gets 401', async () => {
    const token = await loginAs(test, await addMember(test))
    expect((await test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).json()).toMatchObject({
      success: true,
    })
    expect((await check(bearer(token))).statusCode).toBe(401)
    expect((await test.app.inject({ url: '/api/getProfile', headers: bearer(token) })).statusCode).toBe(401)
    expect((await test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(401)
  })

  it('logging out one device leaves the others logged in', async () => {
    const member = await addMember(test)
    const phone = await loginAs(test, member)
    const laptop = await loginAs(test, member)
    await test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(phone) })
    expect((await check(bearer(laptop))).statusCode).toBe(200)
  })

  it('an expired session answers 601 with HTTP 401', async () => {
    const token = await loginAs(test, await addMember(test))
    test.clock.advance(31 * day)
    const response = await test.app.inject({ url: '/api/getProfile', headers: bearer(token), query: {} })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({
      success: false,
      returnCode: 601,
      msg: 'Your session has expired. Please log in again.',
    })
  })

  it('use keeps a session alive: the expiry slides forward, written at most hourly', async () => {
    const member = await addMember(test)
    const token = await loginAs(test, member)
    const expiry = async () =>
      (await test.database.db.select().from(sessions).where(eq(sessions.memberId, member.id)))[0]!.expiresAt.getTime()
    const first = await expiry()
    test.clock.advance(30 * 60_000)
    await check(bearer(token))
    expect(await expiry()).toBe(first)
    test.clock.advance(20 * day)
    await check(bearer(token))
    expect(await expiry()).toBe(test.clock().getTime() + 30 * day)
    test.clock.advance(25 * day)
    expect((await check(bearer(token))).statusCode).toBe(200)
  })

  it('housekeeping deletes sessions a month past expiry and failure counters a day old', async () => {
    const member = await addMember(test)
    await loginAs(test, member)
    test.clock.advance(59 * day)
    const recent = { key: 'address:192.0.2.1', failures: 3, lastFailureAt: new Date(test.clock().getTime() - 3_600_000) }
    const old = { key: 'address:192.0.2.2', failures: 3, lastFailureAt: new Date(test.clock().getTime() - 25 * 3_600_000) }
    await test.database.db.insert(loginThrottle).values([recent, old])
    const left = async () => ({
      sessions: (await test.database.db.select().from(sessions).where(eq(sessions.memberId, member.id))).length,
      counters: (await test.database.db.select({ key: loginThrottle.key }).from(loginThrottle)).map((row) => row.key),
    })
    await purgeStaleSessions(test.database.db, test.clock())
    await purgeStaleThrottles(test.database.db, test.clock())
    expect(await left()).toMatchObject({ sessions: 1 })
    expect((await left()).counters).toContain(recent.key)
    expect((await left()).counters).not.toContain(old.key)
    test.clock.advance(2 * day)
    await purgeStaleSessions(test.database.db, test.clock())
    expect((await left()).sessions).toBe(0)
  })

  it('a suspended member is logged out everywhere', async () => {
    const member = await addMember(test)
    const token = await loginAs(test, member)
    await test.database.db.update(members).set({ status: 'suspended' }).where(eq(members.id, member.id))
    expect((await check(bearer(token))).json().returnCode).toBe(401)
  })
})

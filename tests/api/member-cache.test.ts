import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { members, sessions, upgradeForms } from '#server/db/schema.ts'
import { memberChangedChannel } from '#server/plugins/member-cache.ts'
import { addMember, bearer, databaseKinds, loginAs, startTestApp, uniquePhone, type TestApp } from './support/test-app.ts'
import { eventually } from './support/eventually.ts'
import { latestCode } from './support/registration.ts'

/**
 * The member cache never answers what a write has changed: every write path is seen by the
 * next read. A write made elsewhere (another node, a staff console, an operator) reaches this
 * node through the database's announcement: at once on PGlite, within moments on PostgreSQL.
 */
describe.each(databaseKinds)('member cache on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  async function loggedIn() {
    const member = await addMember(test)
    const token = await loginAs(test, member)
    const call = (method: 'GET' | 'POST', url: string, payload?: object, as = token) =>
      test.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) })
    const profile = async () => (await call('GET', '/api/getProfile')).json().data
    // The first read fills the cache.
    await profile()
    return { member, token, call, profile }
  }

  it('a profile edit, interests and a new phone are in the next read', async () => {
    const { call, profile, member } = await loggedIn()
    await call('POST', '/api/updateProfile', { chineseName: '大文' })
    expect((await profile()).chineseName).toBe('大文')
    await call('POST', '/api/updateInterest', { interestIds: [2] })
    expect((await profile()).interests).toEqual([2])
    const phone = uniquePhone()
    await call('POST', '/api/updateProfile', { countryCodeId: 1, mobilePhone: phone, currentPassword: member.password })
    expect((await profile()).pendingPhone).toMatchObject({ mobilePhone: phone })
    await call('POST', '/api/confirmPhoneChange', { token: await latestCode(test, phone) })
    expect(await profile()).toMatchObject({ mobilePhone: phone, pendingPhone: null })
  })

  it('a write made outside this member’s calls (another node, staff) reaches the next reads', async () => {
    const { member, profile } = await loggedIn()
    await test.database.db.update(members).set({ tier: 'privilege' }).where(eq(members.id, member.id))
    await eventually(profile, { tier: 'privilege' })
    await test.database.db.insert(upgradeForms).values({ memberId: member.id, status: 'pending' })
    await eventually(profile, { upgradeForms: [{ status: 'pending' }] })
  })

  it('keeps a member’s profile and session when the member logs in on another device', async () => {
    const { member, token, call, profile } = await loggedIn()
    await loginAs(test, member)
    const client = (test.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client
    const query = vi.spyOn(client, 'query')
    let statements: number
    try {
      expect(await profile()).toMatchObject({ mobilePhone: member.phone })
      expect((await call('GET', '/api/checkSession', undefined, token)).statusCode).toBe(200)
    } finally {
      statements = query.mock.calls.length
      query.mockRestore()
    }
    expect(statements).toBe(0)
  })

  it('logout, a password change and a suspended account end the sessions they should, at once', async () => {
    const { member, token, call } = await loggedIn()
    const other = await loginAs(test, member)
    const spare = await loginAs(test, member)
    const check = (as: string) => test.app.inject({ url: '/api/checkSession', headers: bearer(as) })
    for (const each of [token, other, spare]) expect((await check(each)).statusCode).toBe(200)

    await call('POST', '/api/logout', undefined, spare)
    expect((await check(spare)).statusCode).toBe(401)

    await call('POST', '/api/changePassword', { oldPassword: member.password, newPassword: 'Another@456' })
    expect((await check(other)).statusCode).toBe(401)
    expect((await check(token)).statusCode).toBe(200)

    await test.database.db.update(members).set({ status: 'suspended' }).where(eq(members.id, member.id))
    await eventually(async () => ({ status: (await check(token)).statusCode }), { status: 401 })
  })

  it('slides a session’s expiry once, however many calls arrive together after an hour', async () => {
    const { member, token } = await loggedIn()
    const announced: string[] = []
    const stop = await test.database.listen(memberChangedChannel, {
      onMessage: (memberId) => announced.push(memberId),
      onGap: () => {},
      onListening: () => {},
    })
    try {
      test.clock.advance(2 * 3_600_000)
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => test.app.inject({ url: '/api/checkSession', headers: bearer(token) })),
      )
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
      const rows = await test.database.db.select().from(sessions).where(eq(sessions.memberId, member.id))
      expect(rows.some((row) => row.lastSeenAt.getTime() === test.clock().getTime())).toBe(true)
      await eventually(async () => ({ count: announced.filter((id) => id === member.id).length }), { count: 1 })
    } finally {
      await stop()
    }
  })
})

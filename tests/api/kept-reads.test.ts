import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { memberInterests, parkingApplications, staffAccounts, staffSessions } from '#server/db/schema.ts'
import { getAs, loggedIn, parkingPayload, postAs, uploadDocument } from './support/applications.ts'
import { staffTokenHash } from '#server/modules/staff/staff-sessions.ts'
import { addStaff, asStaff, staffCookie } from './support/staff.ts'
import { databaseKinds, startTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/eventually.ts'

/**
 * A member's own reads (applications, interests), a reviewer's queues and staff sessions are
 * answered from memory while nothing they show has changed; a change made anywhere (this node,
 * another, the database itself) is in the next read: at once on PGlite, within moments on
 * PostgreSQL, where the announcement travels.
 */
describe.each(databaseKinds)('reads kept in memory on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  /** How many statements the database runs while `work` does. */
  async function statementsDuring(work: () => Promise<void>): Promise<number> {
    const client = (test.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client
    const query = vi.spyOn(client, 'query')
    try {
      await work()
      return query.mock.calls.length
    } finally {
      query.mockRestore()
    }
  }

  /**
   * The reads make no statement, once the announcements of the test's own earlier writes have
   * come (on PostgreSQL one may arrive after a read was kept, and drop it).
   */
  const readsFromMemory = (work: () => Promise<void>) =>
    eventually(async () => ({ statements: await statementsDuring(work) }), { statements: 0 })

  it('a member’s parking application and interests: the next read makes no statement; a change elsewhere is read', async () => {
    const { token } = await loggedIn(test, 'privilege')
    const created = await postAs(test, token, '/api/createParkingForm', parkingPayload([await uploadDocument(test, token)]))
    expect(created.json()).toMatchObject({ success: true })
    const parking = async () => (await getAs(test, token, '/api/getParkingForm')).json().data
    const interests = async () => (await getAs(test, token, '/api/getInterest')).json().data
    expect(await parking()).toMatchObject({ status: 'applied' })
    await interests()
    await readsFromMemory(async () => {
      expect(await parking()).toMatchObject({ status: 'applied' })
      await interests()
    })

    // A reviewer's decision and a change to interests made outside the member's calls.
    await test.database.db
      .update(parkingApplications)
      .set({ status: 'approved', decidedAt: test.clock() })
      .where(eq(parkingApplications.id, created.json().data.id))
    await eventually(parking, { status: 'approved' })
    const { memberId } = (
      await test.database.db.select().from(parkingApplications).where(eq(parkingApplications.id, created.json().data.id))
    )[0]!
    await test.database.db.insert(memberInterests).values({ memberId, interestId: 3 })
    await eventually(async () => ({ ids: await interests() }), { ids: expect.arrayContaining([3]) })
  })

  it('a reviewer’s queue: kept while no application changes; a new one, or one decided, is in the next read', async () => {
    const reviewer = await staffCookie(test, await addStaff(test, 'reviewer'))
    const queue = async () => (await asStaff(test, reviewer, 'GET', '/api/staff/parkingForms?status=applied')).json().data
    const before = (await queue()).items.length
    await readsFromMemory(async () => void (await queue()))

    const { token } = await loggedIn(test, 'privilege')
    const created = await postAs(test, token, '/api/createParkingForm', parkingPayload([], { documentsToFollow: 1 }))
    expect(created.json()).toMatchObject({ success: true })
    await eventually(async () => ({ count: (await queue()).items.length }), { count: before + 1 })
    await test.database.db
      .update(parkingApplications)
      .set({ status: 'rejected', decidedAt: test.clock() })
      .where(eq(parkingApplications.id, created.json().data.id))
    await eventually(async () => ({ count: (await queue()).items.length }), { count: before })
  })

  it('a staff session: kept between calls; signed out, ended or disabled elsewhere, the next call is refused', async () => {
    const account = await addStaff(test, 'reviewer')
    const cookies = [await staffCookie(test, account), await staffCookie(test, account)]
    const call = (cookie: string) =>
      asStaff(test, cookie, 'GET', '/api/staff/session').then((answer) => ({ status: answer.statusCode }))
    for (const cookie of cookies) expect(await call(cookie)).toEqual({ status: 200 })
    await readsFromMemory(async () => void (await call(cookies[0]!)))

    await asStaff(test, cookies[1]!, 'POST', '/api/staff/logout')
    expect(await call(cookies[1]!)).toEqual({ status: 401 })

    const [staff] = await test.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, account.email))
    await test.database.db.update(staffSessions).set({ revokedAt: test.clock() }).where(eq(staffSessions.staffId, staff!.id))
    await eventually(() => call(cookies[0]!), { status: 401 })

    const fresh = await staffCookie(test, account)
    expect(await call(fresh)).toEqual({ status: 200 })
    await test.database.db.update(staffAccounts).set({ disabledAt: test.clock() }).where(eq(staffAccounts.id, staff!.id))
    await eventually(() => call(fresh), { status: 401 })
  })

  it('a staff session is read again once a minute, so that its last-seen time moves', async () => {
    const account = await addStaff(test, 'reviewer')
    const cookie = await staffCookie(test, account)
    const tokenHash = staffTokenHash(cookie.slice(cookie.indexOf('=') + 1))
    const lastSeen = async () =>
      (await test.database.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, tokenHash)))[0]!.lastSeenAt.getTime()
    expect((await asStaff(test, cookie, 'GET', '/api/staff/session')).statusCode).toBe(200)
    const first = await lastSeen()
    test.clock.advance(61_000)
    expect((await asStaff(test, cookie, 'GET', '/api/staff/session')).statusCode).toBe(200)
    expect(await lastSeen()).toBe(first + 61_000)
  })
})

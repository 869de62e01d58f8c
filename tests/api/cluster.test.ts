import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tcpProxy } from './support/tcp-proxy.ts'
import { addMember, bearer, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

/**
 * Two nodes on one PostgreSQL, the second behind a proxy the test holds, so that its
 * listening connections can be dropped or frozen as a network would.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two nodes on one PostgreSQL', () => {
  let a: TestApp
  let b: TestApp
  let proxy: Awaited<ReturnType<typeof tcpProxy>>
  beforeAll(async () => {
    a = await startTestApp('postgres')
    const direct = new URL(a.databaseUrl!)
    proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
    const via = new URL(direct)
    via.hostname = '127.0.0.1'
    via.port = String(proxy.port)
    b = await startTestApp('postgres', { sharing: a, via: via.toString() })
  })
  afterAll(async () => {
    await b?.close()
    await proxy?.close()
    await a?.close()
  })

  const check = (node: TestApp, token: string) =>
    node.app.inject({ url: '/api/checkSession', headers: bearer(token) }).then((answer) => answer.statusCode)

  it.each(['dropped', 'frozen'] as const)(
    'a session logged out on one node is refused on the other within a second, its listener %s',
    async (how) => {
      await expect.poll(() => b.app.memberCache.listening, { timeout: 10_000 }).toBe(true)
      const member = await addMember(a)
      const token = await loginAs(a, member)
      expect(await check(b, token)).toBe(200)
      // The member-changed and staff-changed listeners.
      expect(how === 'dropped' ? proxy.dropListeners() : proxy.freezeListeners()).toBe(2)
      // A read in the gap, which must not be kept while announcements may be missed.
      expect(await check(b, token)).toBe(200)
      expect((await a.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200)
      const loggedOut = Date.now()
      expect(await check(a, token)).toBe(401)
      await expect.poll(() => check(b, token), { timeout: 1_000, interval: 10 }).toBe(401)
      expect(Date.now() - loggedOut).toBeLessThan(1_000)
      // Listening again, the node keeps reads again, starting from nothing.
      await expect.poll(() => b.app.memberCache.listening, { timeout: 10_000 }).toBe(true)
      const again = await loginAs(a, member)
      expect(await check(b, again)).toBe(200)
    },
    30_000,
  )
})

import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyRecords, receipts } from '#server/db/schema.ts'
import { createReceiptLinks } from '#server/modules/receipt/receipt-links.ts'
import { jpegWithMetadata, multipartFile } from '../support/images.ts'
import { tcpProxy } from './support/tcp-proxy.ts'
import { addMember, bearer, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

/** Nodes that say they are alive ten times a second, and count as stopped after half a second's silence. */
const presence = { beatEveryMs: 100, goneAfterMs: 500 }

/**
 * Two nodes on one PostgreSQL and one S3 store, the second behind a proxy the test holds, so
 * that its connections can be dropped or frozen as a network would, or all cut as a crash does.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two nodes on one PostgreSQL', () => {
  let a: TestApp
  let b: TestApp
  let proxy: Awaited<ReturnType<typeof tcpProxy>>
  beforeAll(async () => {
    a = await startTestApp('postgres', { storage: 's3', presence })
    const direct = new URL(a.databaseUrl!)
    proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
    const via = new URL(direct)
    via.hostname = '127.0.0.1'
    via.port = String(proxy.port)
    b = await startTestApp('postgres', { sharing: a, via: via.toString(), presence })
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

  /** An upload through a real connection, its body held back after `sent` bytes, and the status when one comes. */
  const heldUpload = (node: TestApp, path: string, key: string, sent: number) => {
    const picture = multipartFile('file', 'receipt.jpg', 'image/jpeg', jpegWithMetadata())
    const { port } = node.app.server.address() as AddressInfo
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path,
      headers: {
        'content-type': picture.contentType,
        'content-length': picture.body.length,
        'idempotency-key': key,
      },
    })
    request.on('error', () => {})
    const status = new Promise<number>((resolve) => request.on('response', (response) => resolve(response.statusCode!)))
    request.write(picture.body.subarray(0, sent))
    return { status, stop: () => request.destroy() }
  }

  it('an upload held by a node that stops goes through the other once that node is seen gone, once, and is refused before its body while held', async () => {
    await a.app.listen({ port: 0, host: '127.0.0.1' })
    await b.app.listen({ port: 0, host: '127.0.0.1' })
    const [link] = await createReceiptLinks(a.app.ctx, { event: 'Harbour Run', count: 1, language: 'en' })
    const path = `/api/uploadReceipt?id=${link!.id}`
    const key = randomUUID()
    const claim = () =>
      a.database.db
        .select({ owner: idempotencyRecords.owner })
        .from(idempotencyRecords)
        .where(and(eq(idempotencyRecords.key, key), eq(idempotencyRecords.scope, '/api/uploadReceipt')))
    // B takes the upload and waits for the rest of its body.
    const onB = heldUpload(b, path, key, 200)
    await expect.poll(async () => (await claim())[0]?.owner).toBe(b.app.node.id)
    // A retry on A while B lives is told to wait, before a byte of its body is sent.
    const early = heldUpload(a, path, key, 0)
    expect(await early.status).toBe(409)
    early.stop()
    const picture = multipartFile('file', 'receipt.jpg', 'image/jpeg', jpegWithMetadata())
    const retry = () =>
      a.app
        .inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': picture.contentType, 'idempotency-key': key },
          payload: picture.body,
        })
        .then((answer) => answer.statusCode)
    try {
      // B is cut off from the database as a crashed machine is: it no longer says it is alive.
      proxy.freezeAll()
      const cut = Date.now()
      await expect.poll(retry, { timeout: 5_000, interval: 50 }).toBe(200)
      // Soon after B is seen gone (half a second here), far from the 8 s of the default window it
      // would take if the test's timing were not the one at work: a busy machine took 1.1 s.
      expect(Date.now() - cut).toBeLessThan(6 * presence.goneAfterMs)
    } finally {
      onB.stop()
      proxy.thawAll()
    }
    expect(await a.database.db.select().from(receipts).where(eq(receipts.receiptLinkId, link!.id))).toHaveLength(1)
    // The replay of the answered call gets its answer again.
    expect(await retry()).toBe(200)
  }, 30_000)
})

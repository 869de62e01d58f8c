import { randomBytes, randomUUID } from 'node:crypto'
import { PassThrough } from 'node:stream'
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { idempotencyRecords, receiptLinks, receipts, serverNodes } from '#server/db/schema.ts'
import { abandonedClaimMs, idempotencyTtlMs, runIdempotent } from '#server/shared-state/idempotency.ts'
import { createReceiptLinks } from '#server/modules/receipt/receipt-links.ts'
import { jpegWithMetadata, multipartFile, pngWithMetadata } from '../support/images.ts'
import { databasesFor, startTestApp, type TestApp } from './support/test-app.ts'

const MB = 1024 * 1024

describe.each(databasesFor('postgres'))('receipt upload on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const newReceiptId = async () =>
    (await createReceiptLinks(test.app.ctx, { event: 'Lantern Night', count: 1, language: 'en' }))[0]!.id

  const upload = (
    id: string | undefined,
    file: { name?: string; type?: string; content: Buffer; field?: string },
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) => {
    const multipart = multipartFile(file.field ?? 'file', file.name ?? 'receipt.jpg', file.type ?? 'image/jpeg', file.content)
    return test.app.inject({
      method: 'POST',
      url: id === undefined ? '/api/uploadReceipt' : `/api/uploadReceipt?id=${encodeURIComponent(id)}`,
      headers: { 'content-type': multipart.contentType, ...headers },
      payload: multipart.body,
      ...(remoteAddress ? { remoteAddress } : {}),
    })
  }

  const receiptsOf = (id: string) => test.database.db.select().from(receipts).where(eq(receipts.receiptLinkId, id))
  const storedBytes = async (storedName: string) => {
    const chunks: Buffer[] = []
    for await (const chunk of await test.app.ctx.files.open(storedName)) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }

  it('takes a JPEG once, keeps the picture and drops its metadata but not its orientation', async () => {
    const id = await newReceiptId()
    const response = await upload(id, { content: jpegWithMetadata() })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true, returnCode: 200, data: { receiptId: id } })
    const [row] = await receiptsOf(id)
    expect(row).toMatchObject({ contentType: 'image/jpeg', originalName: 'receipt.jpg' })
    const stored = await storedBytes(row!.storedName)
    const text = stored.toString('latin1')
    expect(text).not.toContain('SECRET')
    expect(text).toContain('JFIF')
    expect(text).toContain('Exif')
    expect(row!.size).toBe(stored.length)
    // The scan is copied byte for byte.
    const original = jpegWithMetadata()
    expect(stored.subarray(stored.indexOf(Buffer.from([0xff, 0xda])))).toEqual(
      original.subarray(original.indexOf(Buffer.from([0xff, 0xda]))),
    )
  })

  it('takes a PNG and drops its text and time chunks', async () => {
    const id = await newReceiptId()
    const response = await upload(id, { name: 'receipt.png', type: 'image/png', content: pngWithMetadata() })
    expect(response.json()).toMatchObject({ success: true })
    const [row] = await receiptsOf(id)
    const stored = await storedBytes(row!.storedName)
    expect(stored.toString('latin1')).not.toMatch(/SECRET|tEXt|tIME/)
    expect(stored.toString('latin1')).toContain('IDAT')
    expect(row!.contentType).toBe('image/png')
  })

  it('answers 801 to a second upload for the same link, in the page language', async () => {
    const id = await newReceiptId()
    expect((await upload(id, { content: jpegWithMetadata() })).json().success).toBe(true)
    const again = await upload(id, { content: jpegWithMetadata() }, { 'accept-language': 'zh-HK' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ success: false, returnCode: 801, msg: '此收據已經上載' })
    expect((await upload(id, { content: jpegWithMetadata() })).json().msg).toBe('The receipt has already been uploaded')
    expect(await receiptsOf(id)).toHaveLength(1)
  })

  it('tells whether a link still takes its receipt and for which event, and that an unknown one is not valid', async () => {
    const id = await newReceiptId()
    const state = () => test.app.inject({ method: 'GET', url: `/api/getReceiptLink?id=${id}` })
    expect((await state()).json()).toMatchObject({ success: true, data: { uploaded: false, event: 'Lantern Night' } })
    await upload(id, { content: jpegWithMetadata() })
    expect((await state()).json()).toMatchObject({ success: true, data: { uploaded: true, event: 'Lantern Night' } })
    const unknown = await test.app.inject({
      method: 'GET',
      url: `/api/getReceiptLink?id=${'Z'.repeat(id.length)}`,
      headers: { 'accept-language': 'zh-CN' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ success: false, returnCode: 404 })
  })

  it('holds the link while an upload runs: a second one is answered at once, its body unread, and may retry', async () => {
    const id = await newReceiptId()
    const multipart = multipartFile('file', 'receipt.jpg', 'image/jpeg', jpegWithMetadata())
    const body = new PassThrough()
    const half = Math.floor(multipart.body.length / 2)
    body.write(multipart.body.subarray(0, half))
    const first = test.app.inject({
      method: 'POST',
      url: `/api/uploadReceipt?id=${id}`,
      headers: { 'content-type': multipart.contentType },
      payload: body,
    })
    await expect
      .poll(async () => (await test.database.db.select().from(receiptLinks).where(eq(receiptLinks.id, id)))[0]?.uploadStartedAt)
      .toBeInstanceOf(Date)
    const saves = vi.spyOn(test.app.ctx.files, 'save')
    const second = await upload(id, { content: jpegWithMetadata() })
    expect(second.statusCode).toBe(409)
    expect(second.headers['retry-after']).toBe('10')
    expect(second.json()).toMatchObject({ success: false, returnCode: 409, msg: expect.stringContaining('being uploaded') })
    expect(saves).not.toHaveBeenCalled()
    saves.mockRestore()

    body.end(multipart.body.subarray(half))
    expect((await first).json()).toMatchObject({ success: true, data: { receiptId: id } })
    expect((await upload(id, { content: jpegWithMetadata() })).json()).toMatchObject({ returnCode: 801 })
    expect(await receiptsOf(id)).toHaveLength(1)
  })

  it('frees a link held by a node that stopped at once, whatever the time of its hold', async () => {
    const id = await newReceiptId()
    const gone = randomUUID()
    await test.database.db.insert(serverNodes).values({ id: gone, seenAt: sql`now() - interval '10 seconds'` })
    await test.database.db
      .update(receiptLinks)
      .set({ uploadStartedAt: test.app.ctx.clock(), uploadNode: gone })
      .where(eq(receiptLinks.id, id))
    expect((await upload(id, { content: jpegWithMetadata() })).json()).toMatchObject({ success: true })
    expect(await receiptsOf(id)).toHaveLength(1)
  })

  it('lets the link go when an upload is refused, so the right file can follow', async () => {
    const id = await newReceiptId()
    const refused = await upload(id, { name: 'notes.jpg', content: Buffer.from('not a picture at all') })
    expect(refused.json().success).toBe(false)
    expect((await upload(id, { content: jpegWithMetadata() })).json()).toMatchObject({ success: true })
  })

  it('refuses unknown links from an address after 30 of them in an hour; used links cost nothing, valid ones still go', async () => {
    const address = '203.0.113.7'
    const used = await newReceiptId()
    expect((await upload(used, { content: jpegWithMetadata() }, {}, address)).json().success).toBe(true)
    for (let n = 0; n < 30; n++) {
      expect((await upload(used, { content: jpegWithMetadata() }, {}, address)).json().returnCode).toBe(801)
      expect((await upload(randomBytes(16).toString('base64url'), { content: jpegWithMetadata() }, {}, address)).statusCode).toBe(
        404,
      )
    }
    const refused = await upload(randomBytes(16).toString('base64url'), { content: jpegWithMetadata() }, {}, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect((await upload(used, { content: jpegWithMetadata() }, {}, address)).json().returnCode).toBe(801)
    const id = await newReceiptId()
    expect((await upload(id, { content: jpegWithMetadata() }, {}, address)).json().success).toBe(true)
    expect(await receiptsOf(id)).toHaveLength(1)
  })

  it.each([
    ['no id', undefined],
    ['a malformed id', 'abc'],
  ])('refuses %s with Missing Id', async (_case, id) => {
    const response = await upload(id, { content: jpegWithMetadata() })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      success: false,
      data: { errors: [{ field: 'id', code: 'receipt.missing-id', message: 'Missing Id' }] },
    })
  })

  it('refuses an id no operator issued, translated and without a 500', async () => {
    const response = await upload('AAAAAAAAAAAAAAAAAAAAAA', { content: jpegWithMetadata() }, { 'accept-language': 'zh-CN' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ success: false, returnCode: 404, msg: '此收据链接无效，请检查您收到的链接。' })
  })

  it.each([
    ['a PDF', 'receipt.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')],
    ['a GIF named .png', 'receipt.png', 'image/png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;')],
    ['text named .jpg', 'receipt.jpg', 'image/jpeg', Buffer.from('not a picture at all, only text')],
  ])('refuses %s by its content', async (_case, name, type, content) => {
    const id = await newReceiptId()
    const response = await upload(id, { name, type, content })
    expect(response.json()).toMatchObject({ success: false, returnCode: 620, msg: 'Only JPEG, JPG or PNG files are accepted' })
    expect(await receiptsOf(id)).toHaveLength(0)
  })

  it('refuses a JPEG cut off before its picture', async () => {
    const id = await newReceiptId()
    const response = await upload(id, { content: jpegWithMetadata().subarray(0, 60) })
    expect(response.json()).toMatchObject({ success: false, returnCode: 620, msg: 'The file given is not an image' })
    expect(await receiptsOf(id)).toHaveLength(0)
  })

  it('takes 10 MB and refuses a byte more', async () => {
    const build = (size: number) => {
      const jpeg = jpegWithMetadata()
      // Comment segments (4-byte head, at most 65533 bytes) pad the JPEG to the size wanted.
      const parts: Buffer[] = []
      for (let rest = size - jpeg.length; rest > 0;) {
        let total = Math.min(65537, rest)
        if (rest - total > 0 && rest - total < 4) total -= 4
        const head = Buffer.from([0xff, 0xfe, 0, 0])
        head.writeUInt16BE(total - 2, 2)
        parts.push(head, Buffer.alloc(total - 4, 0x20))
        rest -= total
      }
      return Buffer.concat([jpeg.subarray(0, 2), ...parts, jpeg.subarray(2)])
    }
    const atLimit = build(10 * MB)
    expect(atLimit.length).toBe(10 * MB)
    const okId = await newReceiptId()
    expect((await upload(okId, { content: atLimit })).json()).toMatchObject({ success: true })
    const [row] = await receiptsOf(okId)
    expect(row!.size).toBeLessThan(1000)
    const tooLarge = Buffer.concat([atLimit, Buffer.alloc(1)])
    const bigId = await newReceiptId()
    const response = await upload(bigId, { content: tooLarge })
    expect(response.json()).toMatchObject({ success: false, returnCode: 620, msg: 'The file may be at most 10MB' })
    expect(await receiptsOf(bigId)).toHaveLength(0)
  })

  it('refuses a request without the file field', async () => {
    const id = await newReceiptId()
    const response = await upload(id, { field: 'image', content: jpegWithMetadata() })
    expect(response.json()).toMatchObject({ success: false, returnCode: 620, msg: 'Please choose a file' })
  })

  describe('idempotency keys', () => {
    it('answer a replay with the first answer and make no second record', async () => {
      const id = await newReceiptId()
      const key = randomUUID()
      const first = await upload(id, { content: jpegWithMetadata() }, { 'idempotency-key': key })
      test.clock.advance(60_000)
      const replay = await upload(id, { content: jpegWithMetadata() }, { 'idempotency-key': key })
      expect(first.json()).toMatchObject({ success: true })
      expect(replay.statusCode).toBe(200)
      expect(replay.json()).toEqual(first.json())
      expect(await receiptsOf(id)).toHaveLength(1)
      // Another key for the same link is a second upload: 801.
      const other = await upload(id, { content: jpegWithMetadata() }, { 'idempotency-key': randomUUID() })
      expect(other.json()).toMatchObject({ returnCode: 801 })
    })

    it('refuse a key reused for another link', async () => {
      const key = randomUUID()
      const [a, b] = [await newReceiptId(), await newReceiptId()]
      expect((await upload(a, { content: jpegWithMetadata() }, { 'idempotency-key': key })).json().success).toBe(true)
      const reused = await upload(b, { content: jpegWithMetadata() }, { 'idempotency-key': key })
      expect(reused.statusCode).toBe(422)
      expect(reused.json()).toMatchObject({
        success: false,
        returnCode: 422,
        msg: 'This request key was already used for a different request.',
      })
      expect(await receiptsOf(b)).toHaveLength(0)
    })

    it('give the key back when the first call fails, so a retry with it can succeed', async () => {
      const id = await newReceiptId()
      const key = randomUUID()
      expect((await upload(id, { content: Buffer.from('junk') }, { 'idempotency-key': key })).json().success).toBe(false)
      expect((await upload(id, { content: jpegWithMetadata() }, { 'idempotency-key': key })).json().success).toBe(true)
    })

    it('refuse a malformed key as bad input', async () => {
      const response = await upload(await newReceiptId(), { content: jpegWithMetadata() }, { 'idempotency-key': 'not-a-uuid' })
      expect(response.statusCode).toBe(400)
    })

    it('tell a replay arriving during the first call to wait, and let it run once that call is abandoned', async () => {
      const ctx = { ...test.app.ctx, node: test.app.node }
      const call = { scope: 'test', key: randomUUID(), fingerprint: 'x' }
      let release!: () => void
      const first = runIdempotent(ctx, call, () => new Promise<string>((resolve) => (release = () => resolve('first'))))
      await expect
        .poll(async () => (await ctx.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, call.key))).length)
        .toBe(1)
      await expect(runIdempotent(ctx, call, async () => 'second')).rejects.toMatchObject({ returnCode: 409 })
      test.clock.advance(abandonedClaimMs + 1)
      await expect(runIdempotent(ctx, call, async () => 'second')).resolves.toBe('second')
      release()
      await first
    })

    it('free a claim at once when the node running its first call has stopped, and keep the answer of the replay', async () => {
      const ctx = { ...test.app.ctx, node: test.app.node }
      const stopped = { id: randomUUID(), goneAfterMs: ctx.node.goneAfterMs }
      // A node last heard from a minute ago, as a crashed one is.
      await ctx.db.insert(serverNodes).values({ id: stopped.id, seenAt: sql`now() - interval '1 minute'` })
      const call = { scope: 'test', key: randomUUID(), fingerprint: 'z' }
      let release!: () => void
      const first = runIdempotent(
        { ...ctx, node: stopped },
        call,
        () => new Promise<string>((resolve) => (release = () => resolve('first'))),
      )
      await expect
        .poll(async () => (await ctx.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, call.key))).length)
        .toBe(1)
      await expect(runIdempotent(ctx, call, async () => 'second')).resolves.toBe('second')
      release()
      await first
      await expect(runIdempotent(ctx, call, async () => 'third')).resolves.toBe('second')
    })

    it('undo the work of a first call whose claim was taken over while it ran', async () => {
      const ctx = { ...test.app.ctx, node: test.app.node }
      const slow = { id: randomUUID(), goneAfterMs: ctx.node.goneAfterMs }
      await ctx.db.insert(serverNodes).values({ id: slow.id, seenAt: sql`now() - interval '1 minute'` })
      const call = { scope: 'test', key: randomUUID(), fingerprint: 'w' }
      const marker = randomUUID()
      let proceed!: () => void
      const going = new Promise<void>((resolve) => (proceed = resolve))
      const first = runIdempotent({ ...ctx, node: slow }, call, async (keep) => {
        await going
        await ctx.db.transaction(async (tx) => {
          await tx.insert(serverNodes).values({ id: marker })
          await keep!(tx, 'first')
        })
        return 'first'
      })
      await expect
        .poll(async () => (await ctx.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, call.key))).length)
        .toBe(1)
      await expect(runIdempotent(ctx, call, async () => 'second')).resolves.toBe('second')
      proceed()
      await expect(first).rejects.toMatchObject({ returnCode: 409 })
      expect(await ctx.db.select().from(serverNodes).where(eq(serverNodes.id, marker))).toEqual([])
      await expect(runIdempotent(ctx, call, async () => 'third')).resolves.toBe('second')
    })

    it('expire, and housekeeping deletes them', async () => {
      const ctx = { ...test.app.ctx, node: test.app.node }
      const key = randomUUID()
      let runs = 0
      const call = { scope: 'test', key, fingerprint: 'y' }
      await runIdempotent(ctx, call, async () => ++runs)
      expect(await runIdempotent(ctx, call, async () => ++runs)).toBe(1)
      test.clock.advance(idempotencyTtlMs + 1)
      expect(await runIdempotent(ctx, call, async () => ++runs)).toBe(2)
      test.clock.advance(idempotencyTtlMs + 1)
      const { purgeExpiredIdempotencyRecords } = await import('#server/shared-state/idempotency.ts')
      await purgeExpiredIdempotencyRecords(ctx.db, ctx.clock())
      const [left] = await ctx.db.select({ n: count() }).from(idempotencyRecords).where(eq(idempotencyRecords.key, key))
      expect(left!.n).toBe(0)
    })
  })
})

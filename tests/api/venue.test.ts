import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members, receipts } from '#server/db/schema.ts'
import { createReceiptLinks } from '#server/modules/receipt/receipt-links.ts'
import { multipartFile } from '../support/images.ts'
import { inParallel } from './support/in-parallel.ts'
import { sendReceipt as sendReceiptFrom } from './support/receipts.ts'
import { latestCode, outbox, post, registration, uniqueEmail } from './support/registration.ts'
import { addMember, databasesFor, startTestApp, type TestApp } from './support/test-app.ts'

/**
 * A venue: hundreds of honest people behind one client address (the venue's Wi-Fi, a carrier's
 * NAT). None of them is refused for sharing it; someone abusing it from there still is.
 */
const venue = '198.51.100.20'
const minute = 60_000

describe.each(databasesFor('postgres'))('a venue on %s', (kind) => {
  const kindIndex = kind === 'pglite' ? 0 : 1
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  /** Hong Kong mobile numbers of this file alone. */
  const phoneOf = (group: number, index: number) => String(96_000_000 + kindIndex * 100_000 + group * 10_000 + index)

  const sendReceipt = (id: string) => sendReceiptFrom(test, id, venue)

  it('takes 200 receipts to 200 links within five minutes, each once', { timeout: 120_000 }, async () => {
    const links = await createReceiptLinks(test.app.ctx, { event: 'Harbour Fest', count: 200, language: 'en' })
    const answers = await inParallel(links.length, 16, async (index) => {
      test.clock.advance(1000)
      return sendReceipt(links[index]!.id)
    })
    expect(answers.map((answer) => answer.statusCode)).toEqual(links.map(() => 200))
    expect(answers.every((answer) => answer.json().success)).toBe(true)
    const stored = await test.database.db.select({ link: receipts.receiptLinkId }).from(receipts)
    const ours = stored.filter(({ link }) => links.some((l) => l.id === link))
    expect(new Set(ours.map(({ link }) => link)).size).toBe(200)
    expect(ours).toHaveLength(200)
  })

  it('refuses uploads to unknown links from the address once 30 have failed in an hour', { timeout: 120_000 }, async () => {
    const abuser = '198.51.100.66'
    const body = multipartFile('file', 'receipt.jpg', 'image/jpeg', Buffer.from('not a receipt'))
    const codes = await inParallel(1000, 8, async () => {
      const answer = await test.app.inject({
        method: 'POST',
        url: `/api/uploadReceipt?id=${randomBytes(16).toString('base64url')}`,
        headers: { 'content-type': body.contentType },
        payload: body.body,
        remoteAddress: abuser,
      })
      return answer.statusCode
    })
    expect(codes.filter((code) => code === 404).length).toBeGreaterThanOrEqual(30)
    expect(codes.filter((code) => code === 404).length).toBeLessThanOrEqual(38)
    expect(codes.filter((code) => code !== 404).every((code) => code === 429)).toBe(true)
    // The venue's attendees are not the abuser: a valid link from the venue still goes.
    const [link] = await createReceiptLinks(test.app.ctx, { event: 'Harbour Fest', count: 1, language: 'en' })
    expect((await sendReceipt(link!.id)).json().success).toBe(true)
  })

  it('serves 300 connections opened at once, resetting none', { timeout: 60_000 }, async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = test.app.server.address() as AddressInfo
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })
    try {
      const answers = await Promise.all(
        Array.from(
          { length: 300 },
          () =>
            new Promise<number | string>((resolve) => {
              const request = http.get({ host: '127.0.0.1', port, path: '/api/getDropDownList?dropDownType=LANGUAGE', agent })
              request.on('response', (response) => {
                response.resume()
                response.on('end', () => resolve(response.statusCode ?? 0))
              })
              request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
            }),
        ),
      )
      expect(answers.filter((answer) => answer !== 200)).toEqual([])
    } finally {
      agent.destroy()
    }
  })

  it('lets 50 people register on one Wi-Fi, each verifying their phone', { timeout: 120_000 }, async () => {
    const verified = await inParallel(50, 5, async (index) => {
      const phone = phoneOf(1, index)
      const registered = await post(
        test,
        '/api/register',
        registration({ mobilePhone: phone, emailAddress: uniqueEmail() }),
        venue,
      )
      expect(registered.json()).toMatchObject({ success: true })
      const { memberId } = registered.json().data
      const code = await latestCode(test, phone)
      const verify = await post(test, '/api/otpVerify', { token: code, memberId, language: 'en', type: 'register' }, venue)
      return verify.json().success as boolean
    })
    expect(verified.filter(Boolean)).toHaveLength(50)
  })

  it('refuses registrations whose phones are never verified, past the limit of the address', { timeout: 120_000 }, async () => {
    const abuser = '198.51.100.77'
    // One after another: registrations sent at once may each pass the count before the others are written.
    const answers = await inParallel(110, 1, (index) =>
      post(test, '/api/register', registration({ mobilePhone: phoneOf(2, index), emailAddress: uniqueEmail() }), abuser),
    )
    const taken = answers.filter((answer) => answer.json().success === true)
    expect(taken).toHaveLength(100)
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(10)
    // A quarter of an hour on, none proved: the address is refused until the hour has passed.
    test.clock.advance(20 * minute)
    const later = await post(test, '/api/register', registration({ mobilePhone: phoneOf(2, 200) }), abuser)
    expect(later.statusCode).toBe(429)
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(0)
    test.clock.advance(45 * minute)
    expect((await post(test, '/api/register', registration({ mobilePhone: phoneOf(2, 201) }), abuser)).json().success).toBe(true)
  })

  it('logs in 200 members from one address, 40 of them after a wrong password', { timeout: 180_000 }, async () => {
    const first = await addMember(test, { phone: phoneOf(3, 0) })
    const [template] = await test.database.db.select().from(members).where(eq(members.id, first.id))
    const { id: _id, clubMemberId: _clubMemberId, ...row } = template!
    await test.database.db
      .insert(members)
      .values(Array.from({ length: 199 }, (_, n) => ({ ...row, mobilePhone: phoneOf(3, n + 1), emailAddress: null })))
    const logIn = (index: number, password: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { countryCode: 1, phoneNumber: phoneOf(3, index), password },
        remoteAddress: venue,
      })
    const answers = await inParallel(200, 8, async (index) => {
      // One in five mistypes first, as people in a hurry do: their mistakes are no reason to refuse the others.
      if (index % 5 === 0) expect((await logIn(index, 'Wrong#123')).json().returnCode).toBe(611)
      return logIn(index, first.password)
    })
    expect(answers.map((answer) => answer.json().success).filter(Boolean)).toHaveLength(200)
  })
})

describe('a venue behind a proxy (TRUST_PROXY=1)', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp('pglite', { env: { TRUST_PROXY: '1' } })
  })
  afterAll(() => test.close())

  it('counts failures against the forwarded client address, not the proxy', async () => {
    const from = (client: string) => ({ remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': client } })
    const check = (client: string, phone: string) =>
      test.app.inject({ method: 'GET', url: `/api/checkAccountExisting?countryCodeId=1&mobilePhone=${phone}`, ...from(client) })
    const member = await addMember(test)
    for (let i = 0; i < 30; i++) expect((await check('203.0.113.9', member.phone)).json().data.memberExisting).toBe(true)
    expect((await check('203.0.113.9', member.phone)).statusCode).toBe(428)
    // Another visitor through the same proxy is someone else.
    expect((await check('203.0.113.10', member.phone)).statusCode).toBe(200)
  })
})

describe('registrations that are never verified, with the SMS budget of the hour nearly spent', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp('pglite', { env: { SMS_PER_HOUR: '20' } })
  })
  afterAll(() => test.close())

  it('sends the codes the budget allows; the others wait for the next hour', { timeout: 120_000 }, async () => {
    const abuser = '198.51.100.88'
    const phones = Array.from({ length: 30 }, (_, n) => String(97_000_000 + n))
    for (const phone of phones) {
      expect((await post(test, '/api/register', registration({ mobilePhone: phone }), abuser)).json().success).toBe(true)
    }
    const sent = (await outbox(test)).filter((message) => message.channel === 'sms' && phones.some((p) => message.to.endsWith(p)))
    expect(sent).toHaveLength(20)
  })
})

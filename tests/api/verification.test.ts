import { randomUUID } from 'node:crypto'
import { createHash, createHmac } from 'node:crypto'
import { type } from 'arktype'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailVerificationAnswer, resendOtpAnswer } from '#contract/schemas/verification'
import { emailLinks, oneTimeCodes } from '#server/db/schema.ts'
import { databasesFor, startTestApp, type TestApp } from './support/test-app.ts'
import { get, latestCode, latestLink, post, registration, smsCount, uniqueAddress } from './support/registration.ts'

const minute = 60_000
const hour = 60 * minute

describe.each(databasesFor('postgres'))('phone codes and e-mail links on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  /** A registration waiting for its phone code. */
  async function registrant() {
    const payload = registration()
    const { memberId } = (await post(test, '/api/register', payload)).json().data as { memberId: string }
    return { memberId, phone: payload.mobilePhone, email: payload.emailAddress }
  }
  const verify = (memberId: string, token: string, address?: string) =>
    post(test, '/api/otpVerify', { token, memberId, language: 'en', type: 'register' }, address)
  const resend = (memberId: string, address?: string) =>
    post(test, '/api/resendOtp', { memberId, language: 'en', type: 'register' }, address)
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  it('sends a 6-digit code and keeps only a salted hash of it', async () => {
    const { memberId, phone } = await registrant()
    const code = await latestCode(test, phone)
    expect(code).toMatch(/^\d{6}$/)
    const rows = await test.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.memberId, memberId))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toContain(code)
    // Keyed with the server's secret: the row alone does not let anyone try the million codes.
    expect(rows[0]!.codeHash).not.toBe(createHash('sha256').update(`${rows[0]!.id}:${code}`).digest('hex'))
    expect(rows[0]!.codeHash).toBe(
      createHmac('sha256', test.app.ctx.config.codeHmacSecret!).update(`${rows[0]!.id}:${code}`).digest('hex'),
    )
  })

  it('answers 603 for a wrong code, shown as registerError.error-verify', async () => {
    const { memberId, phone } = await registrant()
    const response = await verify(memberId, wrong(await latestCode(test, phone)))
    expect(response.json()).toEqual({
      success: false,
      returnCode: 603,
      msg: 'The verification code is incorrect or has expired.',
      data: null,
    })
  })

  it('refuses a code after 10 minutes', async () => {
    const { memberId, phone } = await registrant()
    const code = await latestCode(test, phone)
    test.clock.advance(10 * minute + 1000)
    expect((await verify(memberId, code)).json().returnCode).toBe(603)
  })

  it('accepts a code just inside 10 minutes, once only', async () => {
    const { memberId, phone } = await registrant()
    const code = await latestCode(test, phone)
    test.clock.advance(10 * minute - 1000)
    expect((await verify(memberId, code)).json().success).toBe(true)
    expect((await verify(memberId, code)).json().returnCode).toBe(601)
  })

  it('refuses even the right code after 5 wrong tries', async () => {
    const { memberId, phone } = await registrant()
    const code = await latestCode(test, phone)
    for (let i = 0; i < 4; i++) expect((await verify(memberId, wrong(code))).json().returnCode).toBe(603)
    const fifth = await verify(memberId, wrong(code))
    expect(fifth.json().returnCode).toBe(603)
    expect((await verify(memberId, code)).json().returnCode).toBe(603)
  })

  it('counts at most 5 of 20 wrong guesses sent at once, and refuses the right code after them', async () => {
    const { memberId, phone } = await registrant()
    const code = await latestCode(test, phone)
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    const answers = await Promise.all(guesses.map((guess) => verify(memberId, guess)))
    expect(answers.every((answer) => answer.json().returnCode === 603)).toBe(true)
    const [row] = await test.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.memberId, memberId))
    expect(row!.wrongTries).toBe(5)
    expect((await verify(memberId, code)).json().returnCode).toBe(603)
  })

  it('accepts the right code after 4 wrong tries', async () => {
    const { memberId, phone } = await registrant()
    const code = await latestCode(test, phone)
    for (let i = 0; i < 4; i++) await verify(memberId, wrong(code))
    expect((await verify(memberId, code)).json().success).toBe(true)
  })

  it('answers 400 for a code that is not 6 digits, with the field message', async () => {
    const { memberId } = await registrant()
    const empty = await verify(memberId, '')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().data.errors[0]).toMatchObject({ field: 'token', code: 'registerError.verify-code-required' })
    expect((await verify(memberId, '12345')).json().data.errors[0].code).toBe('registerError.verify-code-digits')
  })

  it('sends a new code only 60 seconds after the last, and the new one replaces it', async () => {
    const { memberId, phone } = await registrant()
    const first = await latestCode(test, phone)
    test.clock.advance(59_000)
    const early = await resend(memberId)
    expect(early.statusCode).toBe(429)
    expect(early.headers['retry-after']).toBe('1')
    expect(early.json()).toMatchObject({
      success: false,
      returnCode: 429,
      msg: 'Please wait 1 seconds before asking for a new code.',
    })
    test.clock.advance(1000)
    const again = await resend(memberId)
    expect(again.json()).toMatchObject({ success: true, data: { memberId } })
    expect(resendOtpAnswer(again.json().data)).not.toBeInstanceOf(type.errors)
    const second = await latestCode(test, phone)
    if (second !== first) expect((await verify(memberId, first)).json().returnCode).toBe(603)
    expect((await verify(memberId, second)).json().success).toBe(true)
  })

  it('sends at most 5 codes per phone in an hour', async () => {
    const { memberId, phone } = await registrant()
    for (let i = 0; i < 4; i++) {
      test.clock.advance(minute)
      expect((await resend(memberId)).json().success).toBe(true)
    }
    test.clock.advance(minute)
    const sixth = await resend(memberId)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().msg).toMatch(/^Too many verification codes were requested\. Please try again in \d+ minutes\.$/)
    expect(await smsCount(test, phone)).toBe(5)
    test.clock.advance(hour)
    expect((await resend(memberId)).json().success).toBe(true)
  })

  it('asks a client address that failed at code sends and checks for proof of effort', async () => {
    const address = uniqueAddress()
    const { memberId } = await registrant()
    for (let i = 0; i < 30; i++)
      await post(
        test,
        '/api/resendOtp',
        { phoneNumber: '98765432', countryCode: 1, language: 'en', type: 'forgetPassword' },
        address,
      )
    expect((await resend(memberId, address)).statusCode).toBe(428)
    const checker = uniqueAddress()
    for (let i = 0; i < 60; i++) await verify(memberId, '000000', checker)
    const asked = await verify(memberId, '000000', checker)
    expect(asked.statusCode).toBe(428)
    expect(asked.json().msg).toMatch(/^Many tries from this network have failed/)
  })

  it('answers 601 when a registration has nothing left to verify, and for an unknown member', async () => {
    const { memberId, phone } = await registrant()
    await verify(memberId, await latestCode(test, phone))
    test.clock.advance(minute)
    expect((await resend(memberId)).json()).toMatchObject({ success: false, returnCode: 601 })
    expect((await resend('00000000-0000-4000-8000-000000000000')).json().returnCode).toBe(601)
  })

  it('housekeeping deletes codes and links a day past expiry, and send counters a day old', async () => {
    const { purgeOldCodes } = await import('#server/modules/verification/one-time-codes.ts')
    const { purgeOldLinks } = await import('#server/modules/verification/email-links.ts')
    const { purgeStaleSendThrottles } = await import('#server/shared-state/send-throttle.ts')
    const { sendThrottles } = await import('#server/db/schema.ts')
    const { memberId, phone } = await registrant()
    await verify(memberId, await latestCode(test, phone))
    const later = (ms: number) => new Date(test.clock().getTime() + ms)
    await purgeOldCodes(test.app.ctx, later(24 * hour))
    await purgeOldLinks(test.app.ctx, later(24 * hour))
    expect(await test.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.memberId, memberId))).toHaveLength(1)
    expect(await test.database.db.select().from(emailLinks).where(eq(emailLinks.memberId, memberId))).toHaveLength(1)
    await purgeOldCodes(test.app.ctx, later(10 * minute + 24 * hour + 1000))
    await purgeOldLinks(test.app.ctx, later(48 * hour + 1000))
    expect(await test.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.memberId, memberId))).toHaveLength(0)
    expect(await test.database.db.select().from(emailLinks).where(eq(emailLinks.memberId, memberId))).toHaveLength(0)
    await purgeStaleSendThrottles(test.app.ctx.db, later(25 * hour))
    const counters = await test.database.db.select().from(sendThrottles)
    expect(counters.filter((row) => row.key.includes(phone))).toHaveLength(0)
  })

  describe('e-mail links', () => {
    async function verifiedPhone() {
      const member = await registrant()
      await verify(member.memberId, await latestCode(test, member.phone))
      return { ...member, link: await latestLink(test, member.email) }
    }
    const open = (key: string, linkType = 'verifyUserAccount') =>
      get(test, '/api/emailVerification', { emailAuthKey: key, lang: 'en', type: linkType })

    it('stores only a hash of the key', async () => {
      const { memberId, link } = await verifiedPhone()
      const rows = await test.database.db.select().from(emailLinks).where(eq(emailLinks.memberId, memberId))
      expect(JSON.stringify(rows)).not.toContain(link.key)
    })

    it('works once: a second opening answers 603', async () => {
      const { link } = await verifiedPhone()
      const first = await open(link.key)
      expect(emailVerificationAnswer(first.json().data)).not.toBeInstanceOf(type.errors)
      const second = await open(link.key)
      expect(second.json()).toMatchObject({ success: false, returnCode: 603 })
    })

    it('expires after 24 hours', async () => {
      const { link } = await verifiedPhone()
      test.clock.advance(24 * hour + 1000)
      expect((await open(link.key)).json().returnCode).toBe(603)
    })

    it('works just inside 24 hours', async () => {
      const { link } = await verifiedPhone()
      test.clock.advance(24 * hour - 1000)
      expect((await open(link.key)).json().success).toBe(true)
    })

    it('answers 603 for an unknown key and for a key opened by the wrong landing page', async () => {
      const { link } = await verifiedPhone()
      expect((await open('x'.repeat(43))).json().returnCode).toBe(603)
      expect((await open(link.key, 'verifyUser')).json().returnCode).toBe(603)
      expect((await open(link.key)).json().success).toBe(true)
    })

    it('resends the link (Resend Success), 60 seconds apart, and the new link replaces the old', async () => {
      const { memberId, email, link } = await verifiedPhone()
      const early = await post(test, '/api/resendEmail', { memberId, language: 'en', type: 'registration' })
      expect(early.statusCode).toBe(429)
      test.clock.advance(minute)
      const resent = await post(test, '/api/resendEmail', { memberId, language: 'en', type: 'registration' })
      expect(resent.json()).toEqual({ success: true, returnCode: 200, msg: 'Resend Success', data: null })
      const newer = await latestLink(test, email)
      expect(newer.key).not.toBe(link.key)
      expect((await open(link.key)).json().returnCode).toBe(603)
      expect((await open(newer.key)).json().success).toBe(true)
      test.clock.advance(minute)
      expect((await post(test, '/api/resendEmail', { memberId, language: 'en', type: 'registration' })).json().returnCode).toBe(
        601,
      )
    })

    it('asks a client address for proof of effort after 30 e-mail requests in an hour that name nothing to send', async () => {
      const address = uniqueAddress()
      const { memberId } = await verifiedPhone()
      for (let i = 0; i < 30; i++) {
        const nothing = await post(
          test,
          '/api/resendEmail',
          { memberId: randomUUID(), language: 'en', type: 'registration' },
          address,
        )
        expect(nothing.json().success).toBe(false)
        expect(nothing.statusCode).toBeLessThan(429)
      }
      const asked = await post(test, '/api/resendEmail', { memberId, language: 'en', type: 'registration' }, address)
      expect(asked.statusCode).toBe(428)
      expect(asked.json().msg).toMatch(/^Many tries from this network have failed/)
      test.clock.advance(61_000)
      expect((await post(test, '/api/resendEmail', { memberId, language: 'en', type: 'registration' })).json().success).toBe(true)
    })
  })
})

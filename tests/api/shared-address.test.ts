import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReceiptLinks } from '#server/modules/receipt/receipt-links.ts'
import { eq } from 'drizzle-orm'
import { members } from '#server/db/schema.ts'
import { inParallel } from './support/in-parallel.ts'
import { withProof } from './support/proof-of-work.ts'
import { sendReceipt as sendReceiptFrom } from './support/receipts.ts'
import { latestCode, post, registration, uniqueEmail } from './support/registration.ts'
import { addMember, databasesFor, startTestApp, type TestApp } from './support/test-app.ts'

/**
 * One client address, many people (a venue's Wi-Fi, a carrier's NAT): what proves itself goes
 * through whatever the others there failed at, and the failures cost only those who make them.
 */
const shared = '203.0.113.40'

describe.each(databasesFor('pglite'))('one address shared with a mischief maker, on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const sendReceipt = (id: string) => sendReceiptFrom(test, id, shared)
  const unknownLink = () => randomBytes(16).toString('base64url')

  it(
    'takes 150 receipts to valid links after 40 uploads to unknown links and 40 to a used one',
    { timeout: 180_000 },
    async () => {
      const [used] = await createReceiptLinks(test.app.ctx, { event: 'Harbour Fest', count: 1, language: 'en' })
      expect((await sendReceipt(used!.id)).statusCode).toBe(200)
      const again = await inParallel(40, 4, () => sendReceipt(used!.id))
      // A used link is answered as such every time: a second tap is no guess.
      expect(again.map((answer) => answer.json().returnCode)).toEqual(again.map(() => 801))
      const guesses = await inParallel(40, 4, () => sendReceipt(unknownLink()))
      expect(guesses.filter((answer) => answer.statusCode === 404).length).toBeGreaterThanOrEqual(30)
      expect(guesses.filter((answer) => answer.statusCode === 429).length).toBeGreaterThan(0)

      const links = await createReceiptLinks(test.app.ctx, { event: 'Harbour Fest', count: 150, language: 'en' })
      const answers = await inParallel(links.length, 8, (index) => sendReceipt(links[index]!.id))
      expect(answers.filter((answer) => answer.json().success === true)).toHaveLength(150)
      const stored = await test.app.inject({ method: 'GET', url: `/api/getReceiptLink?id=${links[149]!.id}` })
      expect(stored.json().data.uploaded).toBe(true)
      // Each once: the same links again are used links.
      expect((await sendReceipt(links[0]!.id)).json().returnCode).toBe(801)

      // The mischief maker's further guesses are still refused.
      const further = await inParallel(10, 2, () => sendReceipt(unknownLink()))
      expect(further.map((answer) => answer.statusCode)).toEqual(further.map(() => 429))
    },
  )

  /** Hong Kong mobile numbers of this file alone. */
  const phoneOf = (group: number, index: number) =>
    String(95_000_000 + (kind === 'pglite' ? 0 : 500_000) + group * 10_000 + index)

  /** `count` members of the portal `into` with one password, their phones in `group`. */
  async function addMembersTo(into: TestApp, group: number, count: number) {
    const first = await addMember(into, { phone: phoneOf(group, 0) })
    const [template] = await into.database.db.select().from(members).where(eq(members.id, first.id))
    const { id: _id, clubMemberId: _clubMemberId, ...row } = template!
    await into.database.db
      .insert(members)
      .values(Array.from({ length: count - 1 }, (_, n) => ({ ...row, mobilePhone: phoneOf(group, n + 1), emailAddress: null })))
    return first.password
  }
  const logIn = (phone: string, password: string, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { countryCode: 1, phoneNumber: phone, password },
      remoteAddress: shared,
      headers,
    })

  it('logs in 50 members after 100 wrong logins from their address', { timeout: 180_000 }, async () => {
    const wrong = await inParallel(100, 4, (index) => logIn(phoneOf(1, 500 + index), 'Wrong#123'))
    expect(wrong.map((answer) => answer.json().returnCode)).toEqual(wrong.map(() => 617))
    const password = await addMembersTo(test, 2, 50)
    const logins = await inParallel(50, 4, (index) => withProof((headers) => logIn(phoneOf(2, index), password, headers)))
    expect(logins.filter(({ answer }) => answer.json().success === true)).toHaveLength(50)
    // Each was asked for a moment's work first: the address had failed as often as it may for free.
    expect(logins.map(({ level }) => level)).toEqual(logins.map(() => 1))
  })

  it('verifies 25 sign-ups after 60 wrong SMS codes from their address', { timeout: 180_000 }, async () => {
    const register = (phone: string) =>
      post(test, '/api/register', registration({ mobilePhone: phone, emailAddress: uniqueEmail() }), shared)
    const verify = (memberId: string, token: string) => (headers: Record<string, string>) =>
      post(test, '/api/otpVerify', { token, memberId, language: 'en', type: 'register' }, shared, headers)
    const guessed = (await register(phoneOf(3, 0))).json().data.memberId as string
    const guesses = await inParallel(60, 1, (index) => withProof(verify(guessed, String(index).padStart(6, '9'))))
    expect(guesses.map(({ answer }) => answer.json().returnCode)).toEqual(guesses.map(() => 603))
    // The guesser paid for the last 30 with work.
    expect(guesses.filter(({ level }) => level > 0)).toHaveLength(30)

    const signUps = await inParallel(25, 5, async (index) => {
      const phone = phoneOf(3, index + 1)
      const { memberId } = (await register(phone)).json().data
      return withProof(verify(memberId, await latestCode(test, phone)))
    })
    expect(signUps.filter(({ answer }) => answer.json().success === true)).toHaveLength(25)
  })

  it(
    'bounds a spray of wrong passwords over many accounts by the accounts, at a growing cost',
    { timeout: 600_000 },
    async () => {
      // The steps of cost come every `free` failures (100 by default): at 20 a step, 200 tries over
      // 40 accounts climb the same five steps as 1,000 over 200 would.
      const free = 20
      const spraying = await startTestApp(kind, { env: { ADDRESS_LOGIN_FAILURES: String(free) } })
      try {
        const sprayer = '203.0.113.41'
        await addMembersTo(spraying, 4, 40)
        const spray = await inParallel(200, 4, (index) =>
          withProof((headers) =>
            spraying.app.inject({
              method: 'POST',
              url: '/api/login',
              payload: { countryCode: 1, phoneNumber: phoneOf(4, index % 40), password: `Guess#${index}` },
              remoteAddress: sprayer,
              headers,
            }),
          ),
        )
        // No account was tried more often than its own limit: 5 failures, then a pause.
        expect(spray.filter(({ answer }) => answer.json().returnCode === 611).length).toBeLessThanOrEqual(40 * 5)
        expect(spray.filter(({ answer }) => answer.json().success === true)).toHaveLength(0)
        // The first 20 cost nothing; each further 20 asks twice the work, up to 16 times the first.
        const levels = spray.map(({ level }) => level)
        const unpaid = levels.filter((level) => level === 0).length
        // Tries sent at once may pass the count together: 4 at a time here.
        expect(unpaid).toBeGreaterThanOrEqual(free)
        expect(unpaid).toBeLessThanOrEqual(free + 4)
        expect(Math.max(...levels)).toBe(16)
        const work = levels.reduce((sum, level) => sum + level, 0)
        // In first-level units: 20×1 + 20×2 + 20×4 + 20×8 + 100×16 = 1,900, give or take those in flight.
        expect(work).toBeGreaterThan(1800)
      } finally {
        await spraying.close()
      }
    },
  )
})

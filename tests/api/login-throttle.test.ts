import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { members } from '#server/db/schema.ts'
import { hashPassword, usePasswordHashing } from '#server/lib/passwords.ts'
import { withProof } from './support/proof-of-work.ts'
import { addMember, databasesFor, startTestApp, uniquePhone, type TestApp } from './support/test-app.ts'

describe('behind a proxy (TRUST_PROXY=1)', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp('pglite', { env: { TRUST_PROXY: '1', ADDRESS_LOGIN_FAILURES: '20' } })
  })
  afterAll(() => test.close())

  it('counts the address the proxy saw, whatever the client claims before it', async () => {
    const attempt = (claimed: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { countryCode: 1, phoneNumber: uniquePhone(), password: 'Guess#123' },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${claimed}, 203.0.113.50` },
      })
    for (let i = 0; i < 20; i++) expect((await attempt(`198.51.100.${i}`)).statusCode).toBe(200)
    expect((await attempt('198.51.100.99')).statusCode).toBe(428)
  })
})

describe.each(databasesFor('postgres'))('failed logins are throttled on %s', (kind) => {
  let test: TestApp
  let productionHash: string
  beforeAll(async () => {
    // An address's free failures are configured; a smaller number keeps these tests short.
    test = await startTestApp(kind, { env: { ADDRESS_LOGIN_FAILURES: '20' } })
    usePasswordHashing('standard')
    try {
      productionHash = await hashPassword('Secret#123')
    } finally {
      usePasswordHashing('fast-for-tests')
    }
  })
  afterAll(() => test.close())

  /**
   * A member whose password is stored at its production cost: checks in flight count as failures
   * until they end, and a hash carries its own cost, so checks of these sent together are in flight
   * together as long as in production. Elsewhere the cheap hashes of tests do, and an unknown phone
   * is answered after the time of a cheap check, not of a production one.
   */
  async function addMemberAtProductionCost(overrides: Parameters<typeof addMember>[1] = {}) {
    const member = await addMember(test, { ...overrides, password: 'Secret#123' })
    await test.database.db.update(members).set({ passwordHash: productionHash }).where(eq(members.id, member.id))
    return member
  }

  let address = 0
  const freshAddress = () => `10.1.0.${++address}`
  const attempt = (phone: string, password: string, remoteAddress: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { countryCode: 1, phoneNumber: phone, password },
      remoteAddress,
    })

  it('lets a burst of right passwords in, though each attempt counts as a failure until it is checked', async () => {
    const member = await addMemberAtProductionCost()
    const burst = await Promise.all(Array.from({ length: 8 }, () => attempt(member.phone, member.password, freshAddress())))
    expect(burst.map((answer) => answer.json().returnCode)).toEqual(Array(8).fill(200))
    // Guesses in parallel still get no more than the free tries.
    const guesses = await Promise.all(Array.from({ length: 8 }, () => attempt(member.phone, 'Wrong#123', freshAddress())))
    expect(guesses.map((answer) => answer.json().returnCode).sort()).toEqual([...Array(3).fill(429), ...Array(5).fill(611)])
  })

  it('pauses an account after 5 failures, for 30 s, then doubles the pause', async () => {
    const member = await addMember(test, { email: 'victim@example.com' })
    for (let i = 0; i < 5; i++) expect((await attempt(member.phone, 'Wrong#123', freshAddress())).json().returnCode).toBe(611)

    const paused = await attempt(member.phone, member.password, freshAddress())
    expect(paused.statusCode).toBe(429)
    expect(paused.headers['retry-after']).toBe('30')
    expect(paused.json()).toMatchObject({
      success: false,
      returnCode: 429,
      msg: 'Too many unsuccessful attempts. Please try again in 30 seconds.',
    })

    test.clock.advance(30_000)
    expect((await attempt(member.phone, 'Wrong#123', freshAddress())).json().returnCode).toBe(611)
    expect((await attempt(member.phone, member.password, freshAddress())).headers['retry-after']).toBe('60')

    test.clock.advance(60_000)
    expect((await attempt(member.phone, member.password, freshAddress())).json()).toMatchObject({ success: true })
  })

  it('tells the member by e-mail when their account is first paused', async () => {
    const member = await addMember(test, { email: 'owner@example.com', language: 'tc' })
    for (let i = 0; i < 5; i++) await attempt(member.phone, 'Wrong#123', freshAddress())
    const notices = async () =>
      (await test.app.inject({ url: '/api/dev/outbox' })).json().data.filter((m: { to: string }) => m.to === 'owner@example.com')
    await expect.poll(async () => (await notices()).length).toBe(1)
    const [notice] = await notices()
    expect(notice).toMatchObject({ channel: 'email', subject: '信和會帳戶登入失敗通知' })
    expect(notice.body).toContain('5 次登入失敗')
  })

  it('lets no more than the free guesses through when they arrive all at once', async () => {
    const member = await addMemberAtProductionCost()
    const answers = await Promise.all(Array.from({ length: 40 }, () => attempt(member.phone, 'Wrong#123', freshAddress())))
    const codes = answers.map((answer) => answer.json().returnCode)
    expect(codes.filter((code) => code === 611)).toHaveLength(5)
    expect(codes.filter((code) => code === 429)).toHaveLength(35)
  })

  // 30 checks at production cost, queued (all cores but one check passwords): many seconds on a busy machine.
  it('does not pause an address for its successful logins, even many at once', { timeout: 120_000 }, async () => {
    const member = await addMember(test)
    for (let i = 0; i < 25; i++) expect((await attempt(member.phone, member.password, '10.8.8.8')).json().success).toBe(true)
    const others = await Promise.all(Array.from({ length: 30 }, () => addMemberAtProductionCost()))
    const together = await Promise.all(others.map((other) => attempt(other.phone, other.password, '10.8.8.8')))
    expect(together.filter((answer) => answer.json().success)).toHaveLength(30)
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

  it('asks a client address that failed on as many accounts as it may (20 here) for proof of effort, never refusing a right password', async () => {
    const ip = '10.9.9.9'
    for (let i = 0; i < 20; i++) expect((await attempt(uniquePhone(), 'Guess#123', ip)).statusCode).toBe(200)
    const member = await addMember(test)
    const asked = await attempt(member.phone, member.password, ip)
    expect(asked.statusCode).toBe(428)
    expect(asked.json()).toMatchObject({ returnCode: 428, data: { challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' } } } })
    const proven = await withProof((headers) =>
      test.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { countryCode: 1, phoneNumber: member.phone, password: member.password },
        remoteAddress: ip,
        headers,
      }),
    )
    expect(proven.answer.json().success).toBe(true)
    expect((await attempt(member.phone, member.password, '10.9.9.10')).json().success).toBe(true)
  })

  it('spends a proof once, and takes none made for another address', async () => {
    const ip = '10.9.9.11'
    for (let i = 0; i < 20; i++) await attempt(uniquePhone(), 'Guess#123', ip)
    const member = await addMember(test)
    const headersSent: Record<string, string>[] = []
    const send = (from: string) => (headers: Record<string, string>) => {
      headersSent.push(headers)
      return test.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { countryCode: 1, phoneNumber: member.phone, password: member.password },
        remoteAddress: from,
        headers,
      })
    }
    expect((await withProof(send(ip))).answer.json().success).toBe(true)
    const [, proof] = headersSent
    expect((await send(ip)(proof!)).statusCode).toBe(428)
    for (let i = 0; i < 20; i++) await attempt(uniquePhone(), 'Guess#123', '10.9.9.12')
    headersSent.length = 0
    await withProof(send(ip))
    expect((await send('10.9.9.12')(headersSent[1]!)).statusCode).toBe(428)
  })

  it('counts an IPv6 client by its /64, so new addresses in it do not start afresh', async () => {
    for (let i = 0; i < 20; i++)
      expect((await attempt(uniquePhone(), 'Guess#123', `2001:db8:7:1::${i + 1}`)).statusCode).toBe(200)
    const member = await addMember(test)
    expect((await attempt(member.phone, member.password, '2001:db8:7:1:ffff::9')).statusCode).toBe(428)
    expect((await attempt(member.phone, member.password, '2001:db8:7:2::1')).json().success).toBe(true)
  })
})

describe('a storm of logins', () => {
  let test: TestApp
  beforeAll(async () => {
    // The queue of password checks is what is tested: each check at its production cost.
    test = await startTestApp('pglite', { env: { PASSWORD_HASHING: 'standard' } })
  })
  afterAll(() => test.close())

  const login = (phoneNumber: string, password: string, n: number) =>
    test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { countryCode: 1, phoneNumber, password },
      remoteAddress: `10.9.${n >> 8}.${n & 255}`,
    })

  it('spends no password check on a storm of phones with no account: a right password sent in it gets in', async () => {
    const member = await addMember(test)
    const storm = Array.from({ length: 100 }, (_, n) => login(uniquePhone(), 'Guess#123', n))
    const right = login(member.phone, member.password, 999)
    const answers = await Promise.all(storm)
    expect(answers.filter((answer) => answer.statusCode === 503)).toHaveLength(0)
    expect(new Set(answers.map((answer) => answer.json().returnCode))).toEqual(new Set([617]))
    expect((await right).json()).toMatchObject({ success: true })
  })

  it('checks a few real passwords at a time and answers the rest "busy" at once', async () => {
    // Accounts of one hash at its production cost (made once), each tried once with a wrong password.
    const first = await addMember(test)
    const [hashed] = await test.app.ctx.db
      .select({ passwordHash: members.passwordHash })
      .from(members)
      .where(eq(members.id, first.id))
    const others = await Promise.all(Array.from({ length: 79 }, () => addMember(test, { password: undefined, firstTime: true })))
    await test.app.ctx.db
      .update(members)
      .set({ passwordHash: hashed!.passwordHash, firstTimeLogin: false })
      .where(
        inArray(
          members.id,
          others.map((member) => member.id),
        ),
      )
    const storm = await Promise.all([first, ...others].map((member, n) => login(member.phone, 'Guess#123', n)))
    const busy = storm.filter((answer) => answer.statusCode === 503)
    const checked = storm.filter((answer) => answer.statusCode === 200)
    expect(busy.length + checked.length).toBe(80)
    // A few being checked and 32 waiting (and the few that take the places of checks that end
    // while the storm arrives): the others are told at once.
    expect(checked.length).toBeLessThan(60)
    expect(busy.length).toBeGreaterThan(20)
    expect(busy[0]!.headers['retry-after']).toBe('2')
    expect(busy[0]!.json()).toMatchObject({
      success: false,
      returnCode: 503,
      msg: 'The service is busy. Please try again in a moment.',
    })
    expect(new Set(checked.map((answer) => answer.json().returnCode))).toEqual(new Set([611]))
    // A busy answer is no failed guess: the account takes the right password at once after.
    expect((await login(first.phone, first.password, 998)).json()).toMatchObject({ success: true })
  })

  it('refuses a storm on an account it has paused without a statement to the database', async () => {
    const phone = uniquePhone()
    const login = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { countryCode: 1, phoneNumber: phone, password: 'Guess#123' },
        remoteAddress: '10.9.10.1',
      })
    for (let i = 0; i < 6; i++) await login()
    // Every statement goes through the embedded database's query (PGlite runs each one on the
    // thread that answers all other routes): count them while the storm lasts.
    const client = (test.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client
    const query = vi.spyOn(client, 'query')
    let statements: number
    try {
      const answers = await Promise.all(Array.from({ length: 1000 }, login))
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([429]))
    } finally {
      statements = query.mock.calls.length
      query.mockRestore()
    }
    expect(statements).toBe(0)
  })
})

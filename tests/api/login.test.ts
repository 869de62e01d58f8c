import { type } from 'arktype'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstTimeLoginData, loginAnswer, supportContactData } from '#contract/schemas/auth'
import { members, sessions } from '#server/db/schema.ts'
import { hashSessionToken } from '#server/modules/auth/sessions.ts'
import { addMember, databasesFor, fieldCodes, startTestApp, uniquePhone, type TestApp } from './support/test-app.ts'

describe.each(databasesFor('postgres'))('POST /api/login on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const login = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
    test.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers, remoteAddress })

  it('answers a session token of at least 128 bits and the member id', async () => {
    const member = await addMember(test)
    const response = await login({ countryCode: 1, phoneNumber: member.phone, password: member.password })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ success: true, returnCode: 200, data: { id: member.id } })
    expect(loginAnswer(body.data)).not.toBeInstanceOf(type.errors)
    expect(Buffer.from(body.data.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128)
  })

  it('keeps only a hash of the token', async () => {
    const member = await addMember(test)
    const token = (await login({ countryCode: 1, phoneNumber: member.phone, password: member.password })).json().data.token
    const stored = await test.database.db.select().from(sessions).where(eq(sessions.memberId, member.id))
    expect(stored).toHaveLength(1)
    expect(stored[0]!.tokenHash).toBe(hashSessionToken(token))
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it('stores the password with argon2id at OWASP parameters or stronger', async () => {
    // A portal hashing as production does (the other tests' portals hash cheaply), on this file's database.
    const standard = await startTestApp(kind, { sharing: test, env: { PASSWORD_HASHING: 'standard' } })
    const member = await addMember(standard)
    const [row] = await standard.database.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, member.id))
    await standard.close()
    const [, algorithm, , params] = row!.hash!.split('$')
    expect(algorithm).toBe('argon2id')
    const { m, t, p } = Object.fromEntries(
      params!.split(',').map((kv) => {
        const [key, value] = kv.split('=')
        return [key, Number(value)]
      }),
    ) as Record<string, number>
    expect(m).toBeGreaterThanOrEqual(19_456)
    expect(t).toBeGreaterThanOrEqual(2)
    expect(p).toBeGreaterThanOrEqual(1)
  })

  it('accepts the country code id as a string', async () => {
    const member = await addMember(test)
    const response = await login({ countryCode: '1', phoneNumber: member.phone, password: member.password })
    expect(response.json().success).toBe(true)
  })

  it('answers 617 for a phone with no account', async () => {
    const response = await login({ countryCode: 1, phoneNumber: uniquePhone(), password: 'whatever1' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: false, returnCode: 617, msg: 'Invalid mobile number or password', data: null })
  })

  it('answers 611 for a wrong password, in the language asked for', async () => {
    const member = await addMember(test)
    const response = await login(
      { countryCode: 1, phoneNumber: member.phone, password: 'Wrong#123' },
      { 'accept-language': 'zh-HK' },
    )
    expect(response.json()).toEqual({ success: false, returnCode: 611, msg: '手機號碼或密碼錯誤', data: null })
  })

  it('does not find a member under another country code', async () => {
    const member = await addMember(test)
    const response = await login({ countryCode: 2, phoneNumber: member.phone, password: member.password })
    expect(response.json().returnCode).toBe(617)
  })

  it('answers 609 with the member id for the first login of a migrated member', async () => {
    const withPassword = await addMember(test, { firstTime: true })
    const first = await login({ countryCode: 1, phoneNumber: withPassword.phone, password: withPassword.password })
    expect(first.json()).toMatchObject({ success: false, returnCode: 609, data: { id: withPassword.id } })
    expect(firstTimeLoginData(first.json().data)).not.toBeInstanceOf(type.errors)
    const wrong = await login({ countryCode: 1, phoneNumber: withPassword.phone, password: 'Wrong#123' })
    expect(wrong.json().returnCode).toBe(611)

    const withoutPassword = await addMember(test, { firstTime: true, password: undefined })
    const second = await login({ countryCode: 1, phoneNumber: withoutPassword.phone, password: 'anything' })
    expect(second.json()).toMatchObject({ returnCode: 609, data: { id: withoutPassword.id } })
  })

  it('answers 621 for a duplicated record and 622 for an invalid account, with where to ask for help', async () => {
    const duplicated = await addMember(test)
    const suspended = await addMember(test)
    await test.database.db.update(members).set({ status: 'duplicated' }).where(eq(members.id, duplicated.id))
    await test.database.db.update(members).set({ status: 'suspended' }).where(eq(members.id, suspended.id))
    const d = (await login({ countryCode: 1, phoneNumber: duplicated.phone, password: duplicated.password })).json()
    const s = (await login({ countryCode: 1, phoneNumber: suspended.phone, password: suspended.password })).json()
    expect(d).toMatchObject({ success: false, returnCode: 621, data: { supportEmail: 'help@sinoclub.example' } })
    expect(s).toMatchObject({ success: false, returnCode: 622, data: { supportEmail: 'help@sinoclub.example' } })
    expect(s.msg).toContain('help@sinoclub.example')
    expect(supportContactData(d.data)).not.toBeInstanceOf(type.errors)
  })

  it('logs into the active record when an old duplicate shares the phone', async () => {
    const old = await addMember(test)
    await test.database.db.update(members).set({ status: 'duplicated' }).where(eq(members.id, old.id))
    const current = await addMember(test, { phone: old.phone })
    const body = (await login({ countryCode: 1, phoneNumber: old.phone, password: current.password })).json()
    expect(body).toMatchObject({ success: true, data: { id: current.id } })
  })

  describe('bad input is 400 with field messages, never 500', () => {
    it.each([
      [
        { countryCode: 1, phoneNumber: '', password: '' },
        { phoneNumber: 'Login.login-id-required', password: 'Login.password-required' },
      ],
      [{ countryCode: 1, phoneNumber: '9123456a', password: 'x' }, { phoneNumber: 'Login.email_or_phone_invalid' }],
      [{ countryCode: 1, phoneNumber: '9123456', password: 'x' }, { phoneNumber: 'registerError.mobile-digits' }],
      [{ countryCode: 1, phoneNumber: '31234567', password: 'x' }, { phoneNumber: 'registerError.mobile_number_4_to_9' }],
      [{ countryCode: 1, phoneNumber: '9234567890123456', password: 'x' }, { phoneNumber: 'registerError.mobile-digits' }],
      [
        { countryCode: 14, phoneNumber: '1234567890123456', password: 'x' },
        { phoneNumber: 'registerError.mobile-digits-between' },
      ],
      [{ countryCode: 404, phoneNumber: '91234567', password: 'x' }, { countryCode: 'registerError.country-code-required' }],
      [{ countryCode: 'one', phoneNumber: '91234567', password: 'x' }, { countryCode: 'common.invalid-input' }],
      [
        { phoneNumber: 91234567 },
        { countryCode: 'common.invalid-input', phoneNumber: 'common.invalid-input', password: 'common.invalid-input' },
      ],
      [{ countryCode: 1, phoneNumber: '91234567', password: 'x'.repeat(300) }, { password: 'common.invalid-input' }],
    ])('%j', async (payload, fields) => {
      const response = await login(payload)
      expect(response.statusCode).toBe(400)
      const body = response.json()
      expect(body).toMatchObject({ success: false, returnCode: 400, msg: 'Invalid Input' })
      expect(fieldCodes(body)).toEqual(fields)
    })

    it('translates the field messages with their digit count', async () => {
      const response = await login({ countryCode: 1, phoneNumber: '9123', password: 'x' }, { 'accept-language': 'zh-CN' })
      expect(response.json().data.errors).toEqual([
        { field: 'phoneNumber', code: 'registerError.mobile-digits', message: '手机号码必须为 8 位数字' },
      ])
    })

    it.each([
      ['not json', 'application/json'],
      ['[]', 'application/json'],
      ['null', 'application/json'],
      ['countryCode=1', 'application/x-www-form-urlencoded'],
    ])('body %j as %s', async (payload, contentType) => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/login',
        payload,
        headers: { 'content-type': contentType },
      })
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      expect(response.json()).toMatchObject({ success: false, returnCode: response.statusCode })
    })
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '#server/db/schema.ts'
import { databasesFor, startTestApp, type TestApp } from './support/test-app.ts'
import { get, post, registration } from './support/registration.ts'

const notBare = [
  'x<a@example.com>',
  'Chan <chan@example.com>',
  'a@example.com,b',
  'a@example.com, b@example.com',
  'a@example.com;b@example.com',
  '"a"@example.com',
  'a@[127.0.0.1]',
  'a@exa mple.com',
]

describe.each(databasesFor('postgres'))('e-mail addresses (%s)', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  it.each(notBare)('registration refuses %j: only a bare address', async (emailAddress) => {
    const response = await post(test, '/api/register', registration({ emailAddress }))
    expect(response.statusCode).toBe(400)
    expect(response.json().data.errors).toEqual([
      expect.objectContaining({ field: 'emailAddress', code: 'registerError.email-invalid' }),
    ])
  })

  it.each(notBare)('the first-time e-mail and the account check refuse %j', async (emailAddress) => {
    const send = await post(test, '/api/sendEmail', {
      memberId: '00000000-0000-4000-8000-000000000000',
      firstTimeKey: 'k'.repeat(43),
      emailAddress,
    })
    expect(send.statusCode).toBe(400)
    expect(send.json().data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'emailAddress' })]))
    const check = await get(test, '/api/checkAccountExisting', { emailAddress })
    expect(check.statusCode).toBe(400)
    expect(check.json().data.errors).toEqual([expect.objectContaining({ field: 'emailAddress' })])
  })

  it('keeps an address normalised: trimmed, its domain in small letters', async () => {
    const response = await post(test, '/api/register', registration({ emailAddress: '  Tai.Man+Club@Mail.EXAMPLE.hk ' }))
    expect(response.json()).toMatchObject({ success: true })
    const [row] = await test.database.db
      .select({ emailAddress: members.emailAddress })
      .from(members)
      .where(eq(members.id, response.json().data.memberId))
    expect(row?.emailAddress).toBe('Tai.Man+Club@mail.example.hk')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReceiptLinks } from '#server/modules/receipt/receipt-links.ts'
import { addMember, bearer, databasesFor, loginAs, startTestApp, type TestApp } from './support/test-app.ts'
import { uniqueAddress } from './support/registration.ts'

const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])

/** A multipart body written by hand, so that it can be broken on purpose. */
function multipartBody(boundary: string, field: string, filename: string, content: Buffer) {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
}

const expectEnvelope = (response: { statusCode: number; json: () => unknown }, status: number) => {
  expect(response.statusCode).toBe(status)
  expect(response.json()).toMatchObject({ success: false, returnCode: status, msg: expect.any(String) })
  expect(response.json()).toHaveProperty('data')
}

describe.each(databasesFor('postgres'))('bad input that once reached the database or the multipart parser (%s)', (kind) => {
  let test: TestApp
  let token: string
  beforeAll(async () => {
    test = await startTestApp(kind)
    token = await loginAs(test, await addMember(test))
  })
  afterAll(() => test.close())

  it('a NUL character in a body field is 400 with the field named', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: uniqueAddress(),
      payload: { countryCode: 1, phoneNumber: '9123\u00004567', password: 'x' },
    })
    expectEnvelope(response, 400)
    expect(response.json().data.errors).toEqual([expect.objectContaining({ field: 'phoneNumber', code: 'common.invalid-input' })])
  })

  it('a NUL character in a nested body field or a key is 400', async () => {
    for (const payload of [{ interestIds: [1], note: { deep: ['a\u0000'] } }, JSON.stringify({ 'interest\u0000Ids': [1] })]) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/updateInterest',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      })
      expectEnvelope(response, 400)
    }
  })

  it('a NUL character in a query is 400', async () => {
    for (const url of [
      '/api/checkAccountExisting?emailAddress=a%00@example.com',
      '/api/checkAccountExisting?countryCodeId=1&mobilePhone=9123%004567',
      '/api/getPMemberReferralCodeItemByCode?referralCode=AB%00C',
      '/api/emailVerification?key=%00',
    ]) {
      const response = await test.app.inject({ url, remoteAddress: uniqueAddress() })
      expectEnvelope(response, 400)
    }
  })

  it('a NUL character in an uploaded file name is 400', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/uploadImage',
      remoteAddress: uniqueAddress(),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: multipartBody('xyz', 'image', 'photo\u0000.jpg', jpegHead),
    })
    expectEnvelope(response, 400)
  })

  it('an id above 2^31-1 is 400, in a body, a list and a query', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: uniqueAddress(),
      payload: { countryCode: 2 ** 31, phoneNumber: '91234567', password: 'x' },
    })
    expectEnvelope(login, 400)
    const interests = await test.app.inject({
      method: 'POST',
      url: '/api/updateInterest',
      headers: bearer(token),
      payload: { interestIds: [1, 2 ** 31] },
    })
    expectEnvelope(interests, 400)
    const query = await test.app.inject({
      url: '/api/checkAccountExisting?countryCodeId=99999999999&mobilePhone=91234567',
      remoteAddress: uniqueAddress(),
    })
    expectEnvelope(query, 400)
  })

  describe.each([
    ['/api/uploadImage', 'image'],
    ['/api/uploadReceipt', 'file'],
  ])('broken multipart to %s', (url, field) => {
    const target = async () =>
      url === '/api/uploadReceipt'
        ? `${url}?id=${(await createReceiptLinks(test.app.ctx, { event: 'Fuzz', count: 1, language: 'en' }))[0]!.id}`
        : url
    const send = async (contentType: string, payload: Buffer) =>
      test.app.inject({
        method: 'POST',
        url: await target(),
        remoteAddress: uniqueAddress(),
        headers: { 'content-type': contentType },
        payload,
      })

    it('without a boundary is 415', async () => {
      expectEnvelope(await send('multipart/form-data', multipartBody('b', field, 'a.jpg', jpegHead)), 415)
    })

    it('with an empty boundary is 415', async () => {
      expectEnvelope(await send('multipart/form-data; boundary=', multipartBody('', field, 'a.jpg', jpegHead)), 415)
    })

    it('with a boundary over 256 characters is 400', async () => {
      const boundary = 'b'.repeat(300)
      expectEnvelope(
        await send(`multipart/form-data; boundary=${boundary}`, multipartBody(boundary, field, 'a.jpg', jpegHead)),
        400,
      )
    })

    it('cut off in the middle of the file is 400', async () => {
      const whole = multipartBody('cut', field, 'a.jpg', Buffer.concat([jpegHead, Buffer.alloc(4000, 0x20)]))
      expectEnvelope(await send('multipart/form-data; boundary=cut', whole.subarray(0, 2000)), 400)
    })

    it('cut off in the part headers is 400', async () => {
      const whole = multipartBody('cut', field, 'a.jpg', jpegHead)
      expectEnvelope(await send('multipart/form-data; boundary=cut', whole.subarray(0, 30)), 400)
    })
  })

  it('a URL that cannot be decoded is 400 in the envelope', async () => {
    for (const url of ['/api/uploadedFile/%C0%AF', '/api/uploadedFile/%', '/api/login%zz']) {
      const response = await test.app.inject({ url, headers: bearer(token) })
      expectEnvelope(response, 400)
    }
  })
})

describe('deeply nested JSON', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp('pglite')
  })
  afterAll(() => test.close())

  const deep = `{"password":${'['.repeat(30_000)}${']'.repeat(30_000)}}`

  it.each(['/api/register', '/api/login', '/api/registerPMember', '/api/resendOtp'])(
    'a 60 KB body nested 30,000 deep to %s is a fast 400, not a stack overflow',
    async (url) => {
      const started = performance.now()
      const response = await test.app.inject({
        method: 'POST',
        url,
        remoteAddress: uniqueAddress(),
        headers: { 'content-type': 'application/json' },
        payload: deep,
      })
      expect(performance.now() - started).toBeLessThan(1000)
      expectEnvelope(response, 400)
      expect(response.json().data.errors).toEqual([expect.objectContaining({ field: 'password' })])
    },
  )

  it('ordinary nesting still reaches the schema', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: uniqueAddress(),
      payload: { countryCode: 1, phoneNumber: '91234567', password: [[['x']]] },
    })
    expectEnvelope(response, 400)
    expect(response.json().data.errors[0].field).toBe('password')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/test-app.ts'

describe('the answer envelope for failures', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp('pglite')
  })
  afterAll(() => test.close())

  it('unknown API paths are 404 in the envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/registerr'],
      ['DELETE', '/api/login'],
    ] as const) {
      const response = await test.app.inject({ method, url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json()).toEqual({
        success: false,
        returnCode: 404,
        msg: 'The requested resource was not found.',
        data: null,
      })
    }
  })

  it('a body over the limit is 413', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { countryCode: 1, phoneNumber: '91234567', password: 'x'.repeat(70_000) },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ success: false, returnCode: 413 })
  })

  it('an unsupported content type is 415', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ success: false, returnCode: 415 })
  })

  it('sets the protective headers on every answer', async () => {
    const response = await test.app.inject({ url: '/api/getDropDownList?dropDownType=SALUTATION' })
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
  })

  it('an unexpected failure is 500 in the envelope and does not leak the cause', async () => {
    const db = test.app.ctx.db as { select: unknown }
    const select = db.select
    db.select = () => {
      throw new Error('connection to database lost')
    }
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { countryCode: 1, phoneNumber: '91234567', password: 'x' },
    })
    expect(response.statusCode).toBe(500)
    db.select = select
    expect(response.json()).toEqual({
      success: false,
      returnCode: 500,
      msg: 'Something went wrong on our side. Please try again later.',
      data: null,
    })
  })
})

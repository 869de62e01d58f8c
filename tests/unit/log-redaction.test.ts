import { describe, expect, it } from 'vitest'
import { redactUrl } from '#server/lib/log-redaction.ts'
import { firstLine, loggableError } from '#server/lib/loggable-error.ts'

describe('what the log keeps of a request and an error', () => {
  it.each([
    [
      '/api/emailVerification?emailAuthKey=abcDEF123_-&type=verifyUser',
      '/api/emailVerification?emailAuthKey=[redacted]&type=[redacted]',
    ],
    ['/en/verifyUserAccount/abcDEF123_-', '/en/verifyUserAccount/[redacted]'],
    ['/tc/verifyUser/abcDEF123_-/firstTimeLogin?x', '/tc/verifyUser/[redacted]/firstTimeLogin?x=[redacted]'],
    ['/api/getReceiptLink?id=0123456789abcdef', '/api/getReceiptLink?id=[redacted]'],
    ['/api/getProfile', '/api/getProfile'],
  ])('leaves query values and link keys out of %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged)
  })

  it("keeps an error's first line, code, frames and cause, not the data its later lines quote", () => {
    const cause = Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' })
    const error = new Error('Failed query: insert into "notifier_outbox" values ($1)\nparams: code 123456', { cause })
    expect(firstLine(error)).toBe('Failed query: insert into "notifier_outbox" values ($1)')
    const logged = loggableError(error)
    expect(JSON.stringify(logged)).not.toContain('123456')
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "notifier_outbox" values ($1)',
      stack: expect.stringMatching(/^\s+at /),
      cause: { message: 'connection refused', code: 'ECONNREFUSED' },
    })
  })
})

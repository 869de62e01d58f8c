import { TestAuthenticator, type AnswerOptions } from '#tests/support/test-authenticator.ts'
import { post } from './registration.ts'
import { bearer, type TestApp } from './test-app.ts'

/** An authenticator for the test app's site (PUBLIC_URL). */
export const authenticatorFor = (test: TestApp) => new TestAuthenticator(new URL(test.app.ctx.config.publicUrl).origin)

export const passkeyCall = (test: TestApp, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

/** The member's password, then the authenticator's answer to the options: the addPasskey call's answer. */
export async function addPasskey(
  test: TestApp,
  token: string,
  authenticator: TestAuthenticator,
  options: AnswerOptions & { name?: string; password?: string } = {},
) {
  const opened = await passkeyCall(test, token, 'POST', '/api/passkeyRegistrationOptions', {
    password: options.password ?? 'Secret#123',
  })
  const credential = authenticator.register(opened.json().data.options, options)
  return passkeyCall(test, token, 'POST', '/api/addPasskey', { name: options.name ?? 'My phone', credential })
}

/** Sign-in options for the login page. */
export const loginOptions = async (test: TestApp, remoteAddress?: string) =>
  (await post(test, '/api/passkeyLoginOptions', {}, remoteAddress)).json().data.options

/** A whole passkey sign-in: options, the authenticator's assertion, and passkeyLogin's answer. */
export async function passkeyLogin(
  test: TestApp,
  authenticator: TestAuthenticator,
  answer: AnswerOptions & { credentialId?: string } = {},
  remoteAddress?: string,
) {
  const credential = authenticator.assert(await loginOptions(test, remoteAddress), answer)
  return post(test, '/api/passkeyLogin', { credential }, remoteAddress)
}

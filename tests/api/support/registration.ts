import type { OutboxMessage } from '#contract/schemas/outbox'
import { createReferralCode } from '#server/modules/referrals/index.ts'
import { uniquePhone, type TestApp } from './test-app.ts'
import { groupAddress } from '#tests/support/group-address.ts'

export const strongPassword = 'Secret@123'

let emailCounter = 0
export const uniqueEmail = () => `reg${process.pid}.${++emailCounter}@example.com`

/** A complete ordinary registration payload that passes every rule. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  salutationId: 1,
  firstName: 'Siu Ming',
  lastName: 'Wong',
  emailAddress: uniqueEmail(),
  countryCodeId: 1,
  mobilePhone: uniquePhone(),
  birthdayMonth: 5,
  ageRangeId: null,
  tier: '',
  gender: '',
  ...groupAddress,
  propertyOwnership: null,
  addressDocumentId: [] as string[],
  referralCode: null,
  isConsentToSinoGroup: false,
  tncAcceptance: true,
  picsAcceptance: true,
  defaultLangId: 1,
  language: 'en',
  password: strongPassword,
  ...overrides,
})

/** A p-member payload: step 1, referral, language and consents; no password. */
export const pMemberRegistration = (referralCode: string, overrides: Record<string, unknown> = {}) => {
  const { password: _password, propertyOwnership: _ownership, ...rest } = registration()
  return { ...rest, referralCode, ...overrides }
}

let addressCounter = 0
/** A client address of its own, so that per-address limits only meet the tests that aim at them. */
export const uniqueAddress = () => `10.${100 + (process.pid % 100)}.${(++addressCounter >> 8) & 255}.${addressCounter & 255}`

export const post = (
  test: TestApp,
  url: string,
  payload: object,
  remoteAddress = uniqueAddress(),
  headers: Record<string, string> = {},
) => test.app.inject({ method: 'POST', url, payload, remoteAddress, headers })

export const get = (test: TestApp, url: string, query: Record<string, string>, remoteAddress = uniqueAddress()) =>
  test.app.inject({ method: 'GET', url, query, remoteAddress })

/** The newest messages of the outbox, as a person (or e2e test) reads them. */
export async function outbox(test: TestApp): Promise<OutboxMessage[]> {
  return (await test.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { limit: '200' } })).json().data
}

/** The newest one-time code sent to this Hong Kong number. */
export async function latestCode(test: TestApp, phone: string): Promise<string> {
  const sms = (await outbox(test)).find((message) => message.channel === 'sms' && message.to === `+852${phone}`)
  const code = sms && /\b(\d{6})\b/.exec(sms.body)?.[1]
  if (!code) throw new Error(`no code sent to ${phone}`)
  return code
}

export async function smsCount(test: TestApp, phone: string): Promise<number> {
  return (await outbox(test)).filter((message) => message.channel === 'sms' && message.to === `+852${phone}`).length
}

/** The newest e-mail link to this address: its path and key. */
export async function latestLink(
  test: TestApp,
  email: string,
): Promise<{ url: string; path: string; key: string; message: OutboxMessage }> {
  const message = (await outbox(test)).find((m) => m.channel === 'email' && m.to === email)
  const url = message && /(https?:\/\/\S+)/.exec(message.body)?.[1]
  if (!message || !url) throw new Error(`no link sent to ${email}`)
  const path = new URL(url).pathname
  const key = path.split('/')[3] ?? ''
  return { url, path, key, message }
}

export const newReferral = (
  test: TestApp,
  code: string,
  overrides: { estate?: number; type?: 'owner' | 'tenant' | 'resident' | 'staff' } = {},
) =>
  createReferralCode(test.app.ctx, {
    code,
    type: overrides.type ?? 'owner',
    ...(overrides.estate ? { estate: overrides.estate } : {}),
  })

let referralCounter = 0
export const uniqueReferralCode = () => `REF${process.pid}X${++referralCounter}`

/** A multipart body with one file in the field `image`. */
export function multipart(content: Buffer, filename: string, contentType: string, field = 'image') {
  const boundary = '----portal-test-boundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

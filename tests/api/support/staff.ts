import { runOperation } from '#server/ops/operations.ts'
import { totpOf } from '#server/modules/staff/totp-secrets.ts'
import { outbox } from './registration.ts'
import type { TestApp } from './test-app.ts'

let staffCounter = 0

export interface StaffAccount {
  email: string
  password: string
  secret: string
  role: 'reviewer' | 'admin'
}

/** The key of the newest set-up link e-mailed to this address (from the outbox, as the person reads it). */
export async function staffLinkKey(test: TestApp, email: string): Promise<string> {
  const message = (await outbox(test)).find((m) => m.channel === 'email' && m.to === email)
  const key = message && /\/staff\/enrol#([A-Za-z0-9_-]+)/.exec(message.body)?.[1]
  if (!key) throw new Error(`no set-up link sent to ${email}`)
  return key
}

export const openStaffLink = (test: TestApp, key: string) =>
  test.app.inject({ method: 'POST', url: '/api/staff/enrolment', payload: { key } })

export const completeStaffLink = (test: TestApp, payload: { key: string; password: string; totp: string }) =>
  test.app.inject({ method: 'POST', url: '/api/staff/enrolment/complete', payload })

/**
 * A staff account made as `npm run staff:create` makes it, set up as its person does: the
 * invitation's link opened, a password chosen and the authenticator's first code given.
 */
export async function addStaff(test: TestApp, role: 'reviewer' | 'admin' = 'reviewer'): Promise<StaffAccount> {
  staffCounter += 1
  const email = `reviewer${staffCounter}.${process.pid}@sino.example`
  const password = 'Review@2026'
  await runOperation(test.app.ctx, 'staff.create', { email, name: `Reviewer ${staffCounter}`, role })
  const key = await staffLinkKey(test, email)
  const opened = await openStaffLink(test, key)
  const secret = opened.json().data?.totpSecret
  if (typeof secret !== 'string') throw new Error(`the set-up link did not open: ${opened.body}`)
  const account = { email, password, secret, role }
  const done = await completeStaffLink(test, { key, password, totp: currentCode(test, account) })
  if (done.statusCode !== 200) throw new Error(`the set-up did not complete: ${done.body}`)
  return account
}

/** The authenticator's code at the test's clock. */
export const currentCode = (test: TestApp, account: Pick<StaffAccount, 'secret'>): string =>
  totpOf(account.secret).generate({ timestamp: test.clock().getTime() })

/** A code not used yet: the clock moves a step first, as a code is accepted once. */
export function freshCode(test: TestApp, account: Pick<StaffAccount, 'secret'>): string {
  test.clock.advance(30_000)
  return currentCode(test, account)
}

export const staffLoginAs = (test: TestApp, account: StaffAccount, totp = freshCode(test, account)) =>
  test.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: account.email, password: account.password, totp },
  })

/** The cookie header of an answer that signs in. */
export const cookieOf = (response: { headers: Record<string, unknown> }): string =>
  String(response.headers['set-cookie'] ?? '').split(';')[0] ?? ''

/** Signs in and answers the cookie header later calls send. */
export async function staffCookie(test: TestApp, account: StaffAccount): Promise<string> {
  const response = await staffLoginAs(test, account)
  const cookie = cookieOf(response)
  if (response.statusCode !== 200 || !cookie) throw new Error(`staff sign-in failed: ${response.body}`)
  return cookie
}

export const asStaff = (test: TestApp, cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

/** The rejection reasons a new portal is seeded with, by code: their ids in a fresh database. */
export const seededReason = {
  unreadable: 1,
  'no-address': 2,
  'name-mismatch': 3,
  'document-outdated': 4,
  'vehicle-mismatch': 5,
  other: 6,
} as const

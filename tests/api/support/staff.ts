import { randomUUID } from 'node:crypto'
import { staffAccounts } from '#server/db/schema.ts'
import { hashPassword } from '#server/lib/passwords.ts'
import { newTotpSecret, sealSecret, totpOf } from '#server/modules/staff/totp-secrets.ts'
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
 * A staff account whose person has set it up (password and authenticator), written straight
 * into the database: most tests need someone signed in, not the invitation. The invitation's
 * link, the password chosen and the first code are tested in staff-records.test.ts.
 */
export async function addStaff(test: TestApp, role: 'reviewer' | 'admin' = 'reviewer'): Promise<StaffAccount> {
  staffCounter += 1
  const email = `reviewer${staffCounter}.${process.pid}@sino.example`
  const password = 'Review@2026'
  const secret = newTotpSecret()
  const id = randomUUID()
  const now = test.clock()
  await test.database.db.insert(staffAccounts).values({
    id,
    email,
    name: `Reviewer ${staffCounter}`,
    role,
    passwordHash: await hashPassword(password),
    totpSecret: sealSecret(test.app.ctx, id, secret),
    createdAt: now,
    updatedAt: now,
  })
  return { email, password, secret, role }
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

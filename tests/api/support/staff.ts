import { runOperation } from '#server/ops/operations.ts'
import { totpOf } from '#server/modules/staff/staff-accounts.ts'
import type { TestApp } from './test-app.ts'

let staffCounter = 0

export interface StaffAccount {
  email: string
  password: string
  secret: string
  role: 'reviewer' | 'admin'
}

/** A staff account made as `npm run staff:create` makes it. */
export async function addStaff(test: TestApp, role: 'reviewer' | 'admin' = 'reviewer'): Promise<StaffAccount> {
  staffCounter += 1
  const email = `reviewer${staffCounter}.${process.pid}@sino.example`
  const password = 'Review@2026'
  const created = (await runOperation(test.app.ctx, 'staff.create', {
    email,
    name: `Reviewer ${staffCounter}`,
    role,
    password,
  })) as {
    totpSecret: string
  }
  return { email, password, secret: created.totpSecret, role }
}

/** The authenticator's code at the test's clock. */
export const currentCode = (test: TestApp, account: StaffAccount): string =>
  totpOf(account.secret).generate({ timestamp: test.clock().getTime() })

/** A code not used yet: the clock moves a step first, as a code is accepted once. */
export function freshCode(test: TestApp, account: StaffAccount): string {
  test.clock.advance(30_000)
  return currentCode(test, account)
}

export const staffLoginAs = (test: TestApp, account: StaffAccount, totp = freshCode(test, account)) =>
  test.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: account.email, password: account.password, totp },
  })

/** Signs in and answers the cookie header later calls send. */
export async function staffCookie(test: TestApp, account: StaffAccount): Promise<string> {
  const response = await staffLoginAs(test, account)
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0]
  if (response.statusCode !== 200 || !cookie) throw new Error(`staff sign-in failed: ${response.body}`)
  return cookie
}

export const asStaff = (test: TestApp, cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, staffAccounts } from '#server/db/schema.ts'
import type { TestAuthenticator } from '#tests/support/test-authenticator.ts'
import { authenticatorFor } from './support/passkeys.ts'
import { outbox } from './support/registration.ts'
import { addStaff, asStaff, cookieOf, staffCookie, staffLoginAs, type StaffAccount } from './support/staff.ts'
import { databasesFor, startTestApp, type TestApp } from './support/test-app.ts'

describe.each(databasesFor('pglite'))('staff passkeys on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  /** A staff member signed in with a code, who adds a passkey. */
  async function withPasskey(role: 'reviewer' | 'admin' = 'reviewer') {
    const account = await addStaff(test, role)
    const cookie = await staffCookie(test, account)
    const authenticator = authenticatorFor(test)
    const opened = await asStaff(test, cookie, 'POST', '/api/staff/passkeys/registrationOptions', { password: account.password })
    const credential = authenticator.register(opened.json().data.options)
    const added = await asStaff(test, cookie, 'POST', '/api/staff/passkeys/add', { name: 'Office laptop', credential })
    expect(added.json(), added.body).toMatchObject({ success: true, data: { name: 'Office laptop' } })
    return { account, cookie, authenticator, passkeyId: added.json().data.id as string }
  }

  async function passkeySignIn(account: StaffAccount, authenticator: TestAuthenticator, password = account.password) {
    const opened = await test.app.inject({ method: 'POST', url: '/api/staff/passkeyLoginOptions' })
    const credential = authenticator.assert(opened.json().data.options)
    return test.app.inject({
      method: 'POST',
      url: '/api/staff/passkeyLogin',
      payload: { email: account.email, password, credential },
    })
  }

  const staffIdOf = async (account: StaffAccount) =>
    (
      await test.database.db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, account.email))
    )[0]!.id

  it('adds a passkey after the password, tells the staff member and writes the audit log', async () => {
    const account = await addStaff(test)
    const cookie = await staffCookie(test, account)
    const wrong = await asStaff(test, cookie, 'POST', '/api/staff/passkeys/registrationOptions', { password: 'Wrong@2026' })
    expect(wrong.statusCode).toBe(400)
    const { authenticator } = await withPasskey()
    expect(authenticator.credentials).toHaveLength(1)
    const mine = await withPasskey()
    const listed = await asStaff(test, mine.cookie, 'GET', '/api/staff/passkeys')
    expect(listed.json().data).toMatchObject([{ id: mine.passkeyId, name: 'Office laptop', lastUsedAt: null }])
    const mail = (await outbox(test)).find((m) => m.to === mine.account.email && m.subject?.includes('passkey'))
    expect(mail?.subject).toBe('A passkey was added to your Sino Club staff console account')
    const staffId = await staffIdOf(mine.account)
    const entries = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, staffId), eq(auditLog.action, 'staff.addPasskey')))
    expect(entries).toMatchObject([{ actorKind: 'staff', staffId, after: { passkey: 'Office laptop' } }])
  })

  it('signs in with e-mail, password and the passkey instead of the code', async () => {
    const { account, authenticator } = await withPasskey()
    const signedIn = await passkeySignIn(account, authenticator)
    expect(signedIn.json()).toMatchObject({ success: true, data: { email: account.email } })
    const session = await asStaff(test, cookieOf(signedIn), 'GET', '/api/staff/session')
    expect(session.json()).toMatchObject({ success: true, data: { email: account.email } })
    const entries = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, await staffIdOf(account)), eq(auditLog.action, 'staff.signIn')))
      .orderBy(auditLog.id)
    expect(entries.map((entry) => entry.after)).toEqual([{ secondFactor: 'totp' }, { secondFactor: 'passkey' }])
  })

  it("refuses a wrong password, another account's passkey, and a replayed assertion", async () => {
    const first = await withPasskey()
    const second = await withPasskey()
    expect((await passkeySignIn(first.account, first.authenticator, 'Wrong@2026')).statusCode).toBe(401)
    expect((await passkeySignIn(first.account, second.authenticator)).statusCode).toBe(401)
    const opened = await test.app.inject({ method: 'POST', url: '/api/staff/passkeyLoginOptions' })
    const credential = first.authenticator.assert(opened.json().data.options)
    const payload = { email: first.account.email, password: first.account.password, credential }
    expect((await test.app.inject({ method: 'POST', url: '/api/staff/passkeyLogin', payload })).statusCode).toBe(200)
    const replayed = await test.app.inject({ method: 'POST', url: '/api/staff/passkeyLogin', payload })
    expect(replayed.json()).toMatchObject({
      success: false,
      returnCode: 401,
      msg: 'The e-mail, password or passkey is not right.',
    })
  })

  it('lets an admin require a passkey: codes no longer sign in, the last passkey stays, and lifting it allows codes again', async () => {
    const admin = await staffCookie(test, await addStaff(test, 'admin'))
    const withoutPasskey = await addStaff(test)
    const refused = await asStaff(test, admin, 'POST', `/api/staff/accounts/${await staffIdOf(withoutPasskey)}/requirePasskey`, {
      required: true,
    })
    expect(refused.statusCode).toBe(409)

    const { account, cookie, authenticator, passkeyId } = await withPasskey()
    const id = await staffIdOf(account)
    const required = await asStaff(test, admin, 'POST', `/api/staff/accounts/${id}/requirePasskey`, { required: true })
    expect(required.json(), required.body).toMatchObject({ success: true, data: { id, passkeyRequired: true, passkeys: 1 } })
    const byCode = await staffLoginAs(test, account)
    expect(byCode.statusCode).toBe(403)
    expect(byCode.json().msg).toContain('passkey')
    expect((await passkeySignIn(account, authenticator)).statusCode).toBe(200)
    const lastOne = await asStaff(test, cookie, 'POST', '/api/staff/passkeys/remove', { id: passkeyId })
    expect(lastOne.statusCode).toBe(409)

    await asStaff(test, admin, 'POST', `/api/staff/accounts/${id}/requirePasskey`, { required: false })
    expect((await staffLoginAs(test, account)).statusCode).toBe(200)
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'staff.requirePasskey')))
    expect(audit.map((entry) => entry.after)).toEqual([{ passkeyRequired: true }, { passkeyRequired: false }])
    const reviewer = await asStaff(test, cookie, 'POST', `/api/staff/accounts/${id}/requirePasskey`, { required: true })
    expect(reviewer.statusCode).toBe(403)
  })

  it('removes a passkey: it signs in no more, and the staff member is told', async () => {
    const { account, cookie, authenticator, passkeyId } = await withPasskey()
    const removed = await asStaff(test, cookie, 'POST', '/api/staff/passkeys/remove', { id: passkeyId })
    expect(removed.json()).toMatchObject({ success: true, data: null })
    expect((await passkeySignIn(account, authenticator)).statusCode).toBe(401)
    const mails = (await outbox(test)).filter((m) => m.to === account.email).map((m) => m.subject)
    expect(mails).toContain('A passkey was removed from your Sino Club staff console account')
  })

  it("ends an account's passkeys when an admin resets its authenticator or disables it, each audited and e-mailed", async () => {
    const admin = await staffCookie(test, await addStaff(test, 'admin'))
    for (const action of ['resetTotp', 'disable'] as const) {
      const { account, authenticator } = await withPasskey()
      const id = await staffIdOf(account)
      await asStaff(test, admin, 'POST', `/api/staff/accounts/${id}/requirePasskey`, { required: true })
      const done = await asStaff(test, admin, 'POST', `/api/staff/accounts/${id}/${action}`)
      expect(done.json(), done.body).toMatchObject({ success: true })
      if (action === 'disable') await asStaff(test, admin, 'POST', `/api/staff/accounts/${id}/enable`)
      expect((await passkeySignIn(account, authenticator)).statusCode, action).toBe(401)
      const [row] = await test.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, id))
      // The reset lifts the requirement: the authenticator enrolled next signs in.
      if (action === 'resetTotp') expect(row?.passkeyRequired).toBe(false)
      const listed = await asStaff(test, admin, 'GET', `/api/staff/accounts/${id}/passkeys`)
      expect(listed.json().data).toEqual([])
      const removal = await test.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'staff.removePasskey')))
      expect(removal).toMatchObject([{ before: { passkey: 'Office laptop' } }])
      const mail = (await outbox(test)).find(
        (m) => m.to === account.email && m.subject === 'The passkeys of your Sino Club staff console account were removed',
      )
      expect(mail?.body).toContain('• Office laptop')
    }
  })

  it("lets an admin see and remove another account's passkeys, audited and e-mailed", async () => {
    const adminAccount = await addStaff(test, 'admin')
    const admin = await staffCookie(test, adminAccount)
    const { account, authenticator, passkeyId, cookie } = await withPasskey()
    const id = await staffIdOf(account)
    const listed = await asStaff(test, admin, 'GET', `/api/staff/accounts/${id}/passkeys`)
    expect(listed.json().data).toMatchObject([{ id: passkeyId, name: 'Office laptop' }])
    expect((await asStaff(test, cookie, 'GET', `/api/staff/accounts/${id}/passkeys`)).statusCode).toBe(403)
    const removed = await asStaff(test, admin, 'POST', `/api/staff/accounts/${id}/passkeys/remove`, { id: passkeyId })
    expect(removed.json(), removed.body).toMatchObject({ success: true, data: null })
    expect((await passkeySignIn(account, authenticator)).statusCode).toBe(401)
    const [entry] = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'staff.removePasskey')))
    expect(entry).toMatchObject({ actorEmail: adminAccount.email, before: { passkey: 'Office laptop' } })
    const mails = (await outbox(test)).filter((m) => m.to === account.email).map((m) => m.subject)
    expect(mails).toContain('A passkey was removed from your Sino Club staff console account')
  })
})

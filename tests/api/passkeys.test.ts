import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, members, passkeyChallenges, passkeys } from '#server/db/schema.ts'
import { purgeExpiredChallenges } from '#server/modules/passkeys/challenges.ts'
import { addPasskey, authenticatorFor, loginOptions, passkeyCall, passkeyLogin } from './support/passkeys.ts'
import { latestCode, outbox, post, uniqueAddress } from './support/registration.ts'
import { postAs } from './support/applications.ts'
import { addStaff, asStaff, staffCookie } from './support/staff.ts'
import { addMember, bearer, databasesFor, loginAs, startTestApp, uniquePhone, type TestApp } from './support/test-app.ts'

describe.each(databasesFor('postgres'))('passkeys of members on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind, { env: { ADDRESS_LOGIN_FAILURES: '3' } })
  })
  afterAll(() => test.close())

  const newMember = async (overrides: Parameters<typeof addMember>[1] = {}) => {
    const email = `pk${uniquePhone()}@example.com`
    const member = { ...(await addMember(test, { email, ...overrides })), email }
    return { member, token: await loginAs(test, member), authenticator: authenticatorFor(test) }
  }
  const listOf = async (token: string) => (await passkeyCall(test, token, 'GET', '/api/getPasskeys')).json().data
  const mailsTo = async (email: string) => (await outbox(test)).filter((m) => m.channel === 'email' && m.to === email)
  const auditOf = (memberId: string) =>
    test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'member'), eq(auditLog.targetId, memberId)))

  it('asks the current password before handing out registration options', async () => {
    const { token } = await newMember()
    const refused = await passkeyCall(test, token, 'POST', '/api/passkeyRegistrationOptions', { password: 'Wrong#999' })
    expect(refused.json()).toMatchObject({ success: false, returnCode: 611 })
    const opened = await passkeyCall(test, token, 'POST', '/api/passkeyRegistrationOptions', { password: 'Secret#123' })
    const { options } = opened.json().data
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Sino Club' },
      timeout: 300_000,
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    expect(opened.headers['cache-control']).toBe('no-store')
  })

  it.each([
    ['en', 'My Profile → Update profile → Signed-in devices → Passkeys'],
    ['tc', '我的帳戶 → 更新個人資料 → 已登入的裝置 → 通行密鑰'],
    ['sc', '我的账户 → 更新个人信息 → 已登录的设备 → 通行密钥'],
  ] as const)('the e-mail of an added passkey gives the way to remove it as a link (%s)', async (language, way) => {
    const { member, token, authenticator } = await newMember({ language })
    await addPasskey(test, token, authenticator, { name: 'Tablet' })
    const [mail] = await mailsTo(member.email)
    expect(mail?.body).toContain(way)
    expect(mail?.body).toContain(`${test.app.ctx.config.publicUrl}/${language}/update-profile/devices#passkeys\n`)
  })

  it('adds a named passkey, lists it, tells the member in their language and writes the audit log', async () => {
    const { member, token, authenticator } = await newMember({ language: 'tc' })
    const added = await addPasskey(test, token, authenticator, { name: '  My phone  ' })
    expect(added.json()).toMatchObject({ success: true, data: { name: 'My phone', lastUsedAt: null } })
    expect(await listOf(token)).toEqual([added.json().data])
    const [row] = await test.database.db.select().from(passkeys).where(eq(passkeys.memberId, member.id))
    expect(row).toMatchObject({ transports: ['internal'], signCount: 0 })
    expect(row!.publicKey.length).toBeGreaterThan(50)
    const [mail] = await mailsTo(member.email)
    expect(mail?.subject).toBe('您的信和會帳戶已新增通行密鑰')
    expect(mail?.body).toContain('「My phone」')
    const audit = await auditOf(member.id)
    expect(audit).toMatchObject([
      {
        actorKind: 'member',
        staffId: null,
        actorEmail: member.clubMemberId,
        action: 'member.addPasskey',
        after: { passkey: 'My phone' },
      },
    ])
  })

  it('signs in with the passkey alone: an ordinary session, the passkey marked used', async () => {
    const { member, token, authenticator } = await newMember()
    await addPasskey(test, token, authenticator)
    const signedIn = await passkeyLogin(test, authenticator)
    expect(signedIn.json()).toMatchObject({ success: true, data: { id: member.id } })
    const session = await test.app.inject({ url: '/api/checkSession', headers: bearer(signedIn.json().data.token) })
    expect(session.json()).toMatchObject({ success: true, data: { memberId: member.id } })
    const [listed] = await listOf(token)
    expect(listed.lastUsedAt).toBe(test.clock().toISOString())
    const [row] = await test.database.db.select().from(passkeys).where(eq(passkeys.memberId, member.id))
    expect(row?.signCount).toBe(1)
  })

  it('takes a challenge once: a replayed assertion or registration is refused', async () => {
    const { token, authenticator } = await newMember()
    await addPasskey(test, token, authenticator)
    const credential = authenticator.assert(await loginOptions(test))
    expect((await post(test, '/api/passkeyLogin', { credential })).json().success).toBe(true)
    const replayed = await post(test, '/api/passkeyLogin', { credential })
    expect(replayed.json()).toMatchObject({ success: false, returnCode: 611 })

    const opened = await passkeyCall(test, token, 'POST', '/api/passkeyRegistrationOptions', { password: 'Secret#123' })
    const registration = authenticatorFor(test).register(opened.json().data.options)
    expect(
      (await passkeyCall(test, token, 'POST', '/api/addPasskey', { name: 'Laptop', credential: registration })).statusCode,
    ).toBe(200)
    const again = await passkeyCall(test, token, 'POST', '/api/addPasskey', { name: 'Laptop', credential: registration })
    expect(again.json()).toMatchObject({ success: false, returnCode: 422 })
  })

  it('keeps nothing for options asked: 300 from one address write no row, and still sign in', async () => {
    const { token, authenticator } = await newMember()
    await addPasskey(test, token, authenticator)
    const kept = async () => (await test.database.db.select().from(passkeyChallenges)).length
    const before = await kept()
    const asked: unknown[] = []
    for (let call = 0; call < 300; call += 1) asked.push(await loginOptions(test))
    expect(await kept()).toBe(before)
    // A crowd behind one address still signs in with options asked among the 300.
    const credential = authenticator.assert(asked[150] as Parameters<typeof authenticator.assert>[0])
    expect((await post(test, '/api/passkeyLogin', { credential })).json().success).toBe(true)
    // The one answered is remembered until it expires, and forgotten within the minute after.
    expect(await kept()).toBe(before + 1)
    test.clock.advance(5 * 60_000 + 1000)
    await purgeExpiredChallenges(test.database.db, test.clock())
    expect(await kept()).toBe(0)
  })

  it('refuses a challenge the portal did not sign', async () => {
    const { token, authenticator } = await newMember()
    await addPasskey(test, token, authenticator)
    const options = await loginOptions(test)
    const forged = { ...options, challenge: Buffer.from('{"purpose":"member-sign-in"}'.padEnd(80, ' ')).toString('base64url') }
    const credential = authenticator.assert(forged)
    expect((await post(test, '/api/passkeyLogin', { credential })).json()).toMatchObject({ success: false, returnCode: 611 })
  })

  it("ends the member's passkeys at a new password, a forgotten-password reset and staff's End all sessions, and tells which", async () => {
    const resetByCode = async (member: { id: string; phone: string }) => {
      await post(test, '/api/resendOtp', { phoneNumber: member.phone, countryCode: 1, language: 'en', type: 'forgetPassword' })
      const verified = await post(test, '/api/otpVerify', {
        token: await latestCode(test, member.phone),
        memberId: member.id,
        language: 'en',
        type: 'forgetPassword',
      })
      const reset = await post(test, '/api/setupPassword', {
        password: 'Newpass@1',
        emailAuthKey: verified.json().data.forgetPasswordToken,
        type: 'forgetPassword',
        language: 'en',
      })
      expect(reset.json()).toMatchObject({ success: true })
    }
    const staff = await staffCookie(test, await addStaff(test))
    const ends = {
      passwordChanged: async ({ token, member }: Awaited<ReturnType<typeof newMember>>) => {
        const changed = await postAs(test, token, '/api/changePassword', {
          oldPassword: member.password,
          newPassword: 'Other@4567',
        })
        expect(changed.json()).toMatchObject({ success: true })
      },
      passwordReset: ({ member }: Awaited<ReturnType<typeof newMember>>) => resetByCode(member),
      sessionsEnded: async ({ member }: Awaited<ReturnType<typeof newMember>>) => {
        const ended = await asStaff(test, staff, 'POST', `/api/staff/members/${member.id}/endSessions`)
        expect(ended.json()).toMatchObject({ success: true, data: { ended: 1 } })
      },
    }
    for (const [because, end] of Object.entries(ends)) {
      const holder = await newMember()
      await addPasskey(test, holder.token, holder.authenticator, { name: 'Chan Tai Man iPhone' })
      await end(holder)
      expect((await passkeyLogin(test, holder.authenticator)).json(), because).toMatchObject({ success: false, returnCode: 611 })
      expect(await test.database.db.select().from(passkeys).where(eq(passkeys.memberId, holder.member.id))).toEqual([])
      await test.app.ctx.notifier.settle()
      const told = (await mailsTo(holder.member.email)).find(
        (m) => m.subject === 'The passkeys of your Sino Club account were removed',
      )
      expect(told?.body, because).toContain('• Chan Tai Man iPhone')
      const audit = await auditOf(holder.member.id)
      expect(audit.find((entry) => entry.action === 'member.removePasskey')).toMatchObject({ after: { because } })
    }
  })

  it('refuses a registration answered to options handed to another member', async () => {
    const first = await newMember()
    const second = await newMember()
    const opened = await passkeyCall(test, first.token, 'POST', '/api/passkeyRegistrationOptions', { password: 'Secret#123' })
    const credential = first.authenticator.register(opened.json().data.options)
    const refused = await passkeyCall(test, second.token, 'POST', '/api/addPasskey', { name: 'Stolen', credential })
    expect(refused.json()).toMatchObject({ success: false, returnCode: 422 })
    expect(await listOf(second.token)).toEqual([])
  })

  it('lets a challenge expire after 5 minutes', async () => {
    const { token, authenticator } = await newMember()
    await addPasskey(test, token, authenticator)
    const credential = authenticator.assert(await loginOptions(test))
    test.clock.advance(5 * 60_000 + 1000)
    expect((await post(test, '/api/passkeyLogin', { credential })).json()).toMatchObject({ success: false, returnCode: 611 })
  })

  it('refuses an assertion from another origin, or without user verification', async () => {
    const { token, authenticator } = await newMember()
    await addPasskey(test, token, authenticator)
    expect((await passkeyLogin(test, authenticator, { origin: 'https://phish.example' })).json().success).toBe(false)
    expect((await passkeyLogin(test, authenticator, { userVerified: false })).json().success).toBe(false)
    expect((await passkeyLogin(test, authenticator)).json().success).toBe(true)
  })

  it('refuses a counter that does not grow, and takes an authenticator that never counts', async () => {
    const counting = await newMember()
    await addPasskey(test, counting.token, counting.authenticator, { counterStep: 5 })
    expect((await passkeyLogin(test, counting.authenticator, { counterStep: 1 })).json().success).toBe(true)
    const cloned = await passkeyLogin(test, counting.authenticator, { counterStep: 0 })
    expect(cloned.json()).toMatchObject({ success: false, returnCode: 611 })
    const [row] = await test.database.db.select().from(passkeys).where(eq(passkeys.memberId, counting.member.id))
    expect(row?.signCount).toBe(6)

    const synced = await newMember()
    await addPasskey(test, synced.token, synced.authenticator)
    for (let i = 0; i < 2; i++)
      expect((await passkeyLogin(test, synced.authenticator, { counterStep: 0 })).json().success).toBe(true)
  })

  it('removes a passkey after the password: it signs in no more, and the member is told', async () => {
    const { member, token, authenticator } = await newMember()
    const added = (await addPasskey(test, token, authenticator, { name: 'Old phone' })).json().data
    // A session alone removes nothing: without the password, or with a wrong one, the passkey stays.
    expect((await passkeyCall(test, token, 'POST', '/api/removePasskey', { id: added.id })).statusCode).toBe(400)
    const wrong = await passkeyCall(test, token, 'POST', '/api/removePasskey', { id: added.id, password: 'Wrong#123' })
    expect(wrong.json()).toMatchObject({ success: false, returnCode: 611 })
    expect(await listOf(token)).toMatchObject([{ id: added.id }])
    const removed = await passkeyCall(test, token, 'POST', '/api/removePasskey', { id: added.id, password: member.password })
    expect(removed.json()).toMatchObject({ success: true, data: null })
    expect(await listOf(token)).toEqual([])
    expect((await passkeyLogin(test, authenticator)).json()).toMatchObject({ success: false, returnCode: 611 })
    expect((await mailsTo(member.email)).map((m) => m.subject)).toEqual([
      'A passkey was removed from your Sino Club account',
      'A passkey was added to your Sino Club account',
    ])
    expect((await auditOf(member.id)).map((entry) => entry.action).sort()).toEqual(['member.addPasskey', 'member.removePasskey'])
  })

  it("renames and removes only the member's own passkeys", async () => {
    const owner = await newMember()
    const other = await newMember()
    const { id } = (await addPasskey(test, owner.token, owner.authenticator)).json().data
    const renamed = await passkeyCall(test, owner.token, 'POST', '/api/renamePasskey', { id, name: 'Work laptop' })
    expect(renamed.json()).toMatchObject({ success: true, data: { id, name: 'Work laptop' } })
    expect((await passkeyCall(test, other.token, 'POST', '/api/renamePasskey', { id, name: 'Mine' })).statusCode).toBe(404)
    const password = other.member.password
    expect((await passkeyCall(test, other.token, 'POST', '/api/removePasskey', { id, password })).statusCode).toBe(404)
    expect((await passkeyCall(test, owner.token, 'POST', '/api/renamePasskey', { id, name: '   ' })).statusCode).toBe(400)
    expect(await listOf(owner.token)).toMatchObject([{ name: 'Work laptop' }])
  })

  it('counts refused assertions against the client address, never the sign-ins that succeed', async () => {
    const { token, authenticator } = await newMember()
    await addPasskey(test, token, authenticator)
    const address = uniqueAddress()
    for (let i = 0; i < 5; i++) expect((await passkeyLogin(test, authenticator, {}, address)).json().success).toBe(true)
    for (let i = 0; i < 4; i++) await passkeyLogin(test, authenticator, { origin: 'https://phish.example' }, address)
    // The address has failed as often as it may for free: its next try is asked for proof of effort.
    expect((await passkeyLogin(test, authenticator, {}, address)).statusCode).toBe(428)
  })

  it('answers a suspended member as login does', async () => {
    const { member, token, authenticator } = await newMember()
    await addPasskey(test, token, authenticator)
    await test.database.db.update(members).set({ status: 'suspended' }).where(eq(members.id, member.id))
    expect((await passkeyLogin(test, authenticator)).json()).toMatchObject({
      success: false,
      returnCode: 622,
      data: { supportEmail: 'help@sinoclub.example' },
    })
  })

  it('refuses bad input with 400, never a 500', async () => {
    const bad = await post(test, '/api/passkeyLogin', { credential: { id: 'not base64!', rawId: 'x', type: 'public-key' } })
    expect(bad.statusCode).toBe(400)
    const garbage = await post(test, '/api/passkeyLogin', {
      credential: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
        clientExtensionResults: {},
      },
    })
    expect(garbage.json()).toMatchObject({ success: false, returnCode: 611 })
  })
})

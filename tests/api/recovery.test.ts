import { type } from 'arktype'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstTimeKeyAnswer, forgetPasswordAnswer } from '#contract/schemas/verification'
import { emailLinks, members } from '#server/db/schema.ts'
import { hashLinkKey } from '#server/modules/verification/email-links.ts'
import { addMember, bearer, databasesFor, loginAs, startTestApp, uniquePhone, type TestApp } from './support/test-app.ts'
import { get, latestCode, latestLink, outbox, post, uniqueEmail } from './support/registration.ts'

const minute = 60_000

describe.each(databasesFor('postgres'))('account recovery on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const login = (phone: string, password: string) => post(test, '/api/login', { countryCode: 1, phoneNumber: phone, password })
  const forgot = (phone: string, countryCode = 1) =>
    post(test, '/api/resendOtp', { phoneNumber: phone, countryCode, language: 'en', type: 'forgetPassword' })

  describe('forgot password', () => {
    it('sends a code, answers 610 with the reset key, sets the new password and ends every session', async () => {
      const email = uniqueEmail()
      const member = await addMember(test, { email })
      const token = await loginAs(test, member)
      const sent = await forgot(member.phone)
      expect(sent.json()).toMatchObject({ success: true, data: { memberId: member.id } })
      const verified = await post(test, '/api/otpVerify', {
        token: await latestCode(test, member.phone),
        memberId: member.id,
        language: 'en',
        type: 'forgetPassword',
      })
      expect(verified.json()).toMatchObject({ success: true, returnCode: 610 })
      expect(forgetPasswordAnswer(verified.json().data)).not.toBeInstanceOf(type.errors)
      const { forgetPasswordToken } = verified.json().data

      const reset = await post(test, '/api/setupPassword', {
        password: 'Newpass@1',
        emailAuthKey: forgetPasswordToken,
        type: 'forgetPassword',
        language: 'en',
      })
      expect(reset.json()).toMatchObject({ success: true })
      const session = await test.app.inject({ method: 'GET', url: '/api/checkSession', headers: bearer(token) })
      expect(session.statusCode).toBe(401)
      expect((await login(member.phone, member.password)).json().returnCode).toBe(611)
      expect((await login(member.phone, 'Newpass@1')).json().success).toBe(true)
      await test.app.ctx.notifier.settle()
      const notice = (await outbox(test)).find((message) => message.to === email)
      expect(notice?.subject).toBe('Your Sino Club password was changed')

      const again = await post(test, '/api/setupPassword', {
        password: 'Other@123',
        emailAuthKey: forgetPasswordToken,
        type: 'forgetPassword',
        language: 'en',
      })
      expect(again.json()).toMatchObject({ success: false, returnCode: 603 })
    })

    it('answers 601 for a number with no account, and 623 for a number that cannot be one', async () => {
      expect((await forgot(uniquePhone())).json()).toEqual({
        success: false,
        returnCode: 601,
        msg: 'This mobile number is not registered',
        data: null,
      })
      expect((await forgot('12345678')).json()).toMatchObject({ success: false, returnCode: 623, msg: 'Invalid Mobile Number' })
      expect((await forgot('9123')).json().returnCode).toBe(623)
    })

    it('answers 621 for a duplicated record and 622 for a suspended account', async () => {
      const duplicated = await addMember(test)
      await test.database.db.update(members).set({ status: 'duplicated' }).where(eq(members.id, duplicated.id))
      expect((await forgot(duplicated.phone)).json()).toMatchObject({
        returnCode: 621,
        data: { supportEmail: 'help@sinoclub.example' },
      })
      const suspended = await addMember(test)
      await test.database.db.update(members).set({ status: 'suspended' }).where(eq(members.id, suspended.id))
      expect((await forgot(suspended.phone)).json().returnCode).toBe(622)
    })

    it('lets the reset key set a password within 30 minutes only', async () => {
      const member = await addMember(test)
      await forgot(member.phone)
      const verified = await post(test, '/api/otpVerify', {
        token: await latestCode(test, member.phone),
        memberId: member.id,
        language: 'en',
        type: 'forgetPassword',
      })
      test.clock.advance(30 * minute + 1000)
      const late = await post(test, '/api/setupPassword', {
        password: 'Newpass@1',
        authKey: verified.json().data.forgetPasswordToken,
        type: 'forgetPassword',
        language: 'en',
      })
      expect(late.json().returnCode).toBe(603)
    })

    it('ends the first-time login of a migrated member who resets the password by phone code (no 609 loop)', async () => {
      const member = await addMember(test, { firstTime: true, password: undefined })
      expect((await login(member.phone, 'whatever@1A')).json().returnCode).toBe(609)
      const started = await post(test, '/api/firstTimeLogin', { type: 'firstTimeLogin', language: 'en', memberId: member.id })
      expect(started.json().success).toBe(true)
      test.clock.advance(minute)
      await forgot(member.phone)
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
      expect(reset.json().success).toBe(true)
      expect((await login(member.phone, 'Newpass@1')).json()).toMatchObject({ success: true, data: { id: member.id } })
      const [row] = await test.database.db.select().from(members).where(eq(members.id, member.id))
      expect(row!.firstTimeLogin).toBe(false)
    })

    it('refuses a weak new password as bad input', async () => {
      const response = await post(test, '/api/setupPassword', {
        password: 'short',
        emailAuthKey: 'k'.repeat(43),
        type: 'forgetPassword',
        language: 'en',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().data.errors[0]).toMatchObject({ field: 'password', code: 'verify.password-between' })
    })

    it('does not take a registration key for a password reset', async () => {
      const member = await addMember(test)
      await forgot(member.phone)
      const verified = await post(test, '/api/otpVerify', {
        token: await latestCode(test, member.phone),
        memberId: member.id,
        language: 'en',
        type: 'forgetPassword',
      })
      const response = await post(test, '/api/setupPassword', {
        password: 'Newpass@1',
        emailAuthKey: verified.json().data.forgetPasswordToken,
        type: 'register',
        language: 'en',
      })
      expect(response.json().returnCode).toBe(603)
    })
  })

  describe('first-time login of a migrated member', () => {
    /** firstTimeLogin then otpVerify: answers the key of the member's e-mail step. */
    async function verifiedFirstTime(member: { id: string; phone: string }): Promise<string> {
      await post(test, '/api/firstTimeLogin', { type: 'firstTimeLogin', language: 'en', memberId: member.id })
      const verified = await post(test, '/api/otpVerify', {
        token: await latestCode(test, member.phone),
        memberId: member.id,
        language: 'en',
        type: 'firstTimeLogin',
      })
      return verified.json().data.firstTimeKey
    }

    it('609 → firstTimeLogin → code → e-mail → link → new password → login 200', async () => {
      const onRecord = uniqueEmail()
      const member = await addMember(test, { firstTime: true, password: undefined, email: onRecord })
      const first = await login(member.phone, 'whatever@1A')
      expect(first.json()).toMatchObject({ returnCode: 609, data: { id: member.id } })

      const started = await post(test, '/api/firstTimeLogin', { type: 'firstTimeLogin', language: 'en', memberId: member.id })
      expect(started.json()).toMatchObject({ success: true })
      const email = uniqueEmail()
      const early = await post(test, '/api/sendEmail', {
        memberId: member.id,
        firstTimeKey: 'k'.repeat(43),
        emailAddress: email,
        language: 'en',
      })
      expect(early.json()).toMatchObject({ success: false, returnCode: 601, msg: 'Please verify your mobile number first.' })

      const verified = await post(test, '/api/otpVerify', {
        token: await latestCode(test, member.phone),
        memberId: member.id,
        language: 'en',
        type: 'firstTimeLogin',
      })
      expect(verified.json()).toMatchObject({ success: true, returnCode: 200 })
      expect(firstTimeKeyAnswer(verified.json().data)).not.toBeInstanceOf(type.errors)
      // The number is proved: the address on record is offered in the e-mail step.
      expect(verified.json().data.emailAddress).toBe(onRecord)
      const { firstTimeKey } = verified.json().data
      expect(
        (await post(test, '/api/sendEmail', { memberId: member.id, firstTimeKey, emailAddress: email, language: 'en' })).json()
          .success,
      ).toBe(true)

      const link = await latestLink(test, email)
      expect(link.path).toBe(`/en/verifyUser/${link.key}/firstTimeLogin`)
      const opened = await get(test, '/api/emailVerification', { emailAuthKey: link.key, lang: 'en', type: 'verifyUser' })
      expect(opened.json()).toMatchObject({ success: true, data: { page: 'firstTimeLogin' } })
      const set = await post(test, '/api/setupPassword', {
        password: 'Fresh@123',
        emailAuthKey: link.key,
        type: 'firstTimeLogin',
        language: 'en',
      })
      // The login page is filled in with the number the account logs in with.
      expect(set.json()).toMatchObject({ success: true, data: { countryCode: member.countryCode, phone: member.phone } })

      expect((await login(member.phone, 'whatever@1A')).json().returnCode).toBe(611)
      expect((await login(member.phone, 'Fresh@123')).json()).toMatchObject({ success: true, data: { id: member.id } })
      const [row] = await test.database.db.select().from(members).where(eq(members.id, member.id))
      expect(row).toMatchObject({ firstTimeLogin: false, emailAddress: email })
    })

    it('resends the first-time e-mail to the address given, or a new one', async () => {
      const member = await addMember(test, { firstTime: true })
      const firstTimeKey = await verifiedFirstTime(member)
      const email = uniqueEmail()
      await post(test, '/api/sendEmail', { memberId: member.id, firstTimeKey, emailAddress: email })
      test.clock.advance(minute)
      const resent = await post(test, '/api/resendEmail', {
        memberId: member.id,
        firstTimeKey,
        language: 'tc',
        type: 'firstTimeLogin',
      })
      expect(resent.json()).toMatchObject({ success: true, msg: '重新發送成功' })
      expect((await latestLink(test, email)).path.startsWith('/tc/verifyUser/')).toBe(true)
      test.clock.advance(minute)
      const other = uniqueEmail()
      await post(test, '/api/resendEmail', {
        memberId: member.id,
        firstTimeKey,
        language: 'en',
        type: 'firstTimeLogin',
        emailAddress: other,
      })
      expect((await latestLink(test, other)).path.endsWith('/firstTimeLogin')).toBe(true)
    })

    it('refuses an e-mail address another member has', async () => {
      const taken = uniqueEmail()
      await addMember(test, { email: taken })
      const member = await addMember(test, { firstTime: true })
      const firstTimeKey = await verifiedFirstTime(member)
      const response = await post(test, '/api/sendEmail', {
        memberId: member.id,
        firstTimeKey,
        emailAddress: taken,
        language: 'en',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().data.errors[0]).toMatchObject({ field: 'emailAddress', code: 'registerError.email-unique' })
    })

    it('answers 603 to the link when another member took the address in the meantime', async () => {
      const member = await addMember(test, { firstTime: true })
      const firstTimeKey = await verifiedFirstTime(member)
      const email = uniqueEmail()
      await post(test, '/api/sendEmail', { memberId: member.id, firstTimeKey, emailAddress: email, language: 'en' })
      await addMember(test, { email })
      const link = await latestLink(test, email)
      const opened = await get(test, '/api/emailVerification', { emailAuthKey: link.key, lang: 'en', type: 'verifyUser' })
      expect(opened.statusCode).toBe(200)
      expect(opened.json()).toEqual({
        success: false,
        returnCode: 603,
        msg: 'This e-mail address has already been registered',
        data: null,
      })
      // Opening and the address change are one: the refused change leaves the link unopened.
      const [row] = await test.database.db
        .select()
        .from(emailLinks)
        .where(eq(emailLinks.keyHash, hashLinkKey(link.key)))
      expect(row!.verifiedAt).toBeNull()
      const [unchanged] = await test.database.db.select().from(members).where(eq(members.id, member.id))
      expect(unchanged!.emailAddress).not.toBe(email)
    })

    it('answers 601 for a member who is not a first-time member', async () => {
      const member = await addMember(test)
      const response = await post(test, '/api/firstTimeLogin', { type: 'firstTimeLogin', language: 'en', memberId: member.id })
      expect(response.json()).toMatchObject({ success: false, returnCode: 601 })
    })

    it('answers 622 to resendEmail for a suspended account', async () => {
      const member = await addMember(test, { firstTime: true })
      await test.database.db.update(members).set({ status: 'suspended' }).where(eq(members.id, member.id))
      const response = await post(test, '/api/resendEmail', {
        memberId: member.id,
        firstTimeKey: 'k'.repeat(43),
        language: 'en',
        type: 'firstTimeLogin',
      })
      expect(response.json()).toMatchObject({ success: false, returnCode: 622 })
    })

    it('sends no first-time e-mail to anyone who has only the member id, even after the member verified the code', async () => {
      const member = await addMember(test, { firstTime: true })
      const firstTimeKey = await verifiedFirstTime(member)
      const attacker = uniqueEmail()
      const noKey = await post(test, '/api/sendEmail', { memberId: member.id, emailAddress: attacker, language: 'en' })
      expect(noKey.statusCode).toBe(400)
      const guessed = await post(test, '/api/sendEmail', {
        memberId: member.id,
        firstTimeKey: 'k'.repeat(43),
        emailAddress: attacker,
        language: 'en',
      })
      expect(guessed.json()).toMatchObject({ success: false, returnCode: 601 })
      const resendNoKey = await post(test, '/api/resendEmail', {
        memberId: member.id,
        language: 'en',
        type: 'firstTimeLogin',
        emailAddress: attacker,
      })
      expect(resendNoKey.statusCode).toBe(400)
      const resendGuessed = await post(test, '/api/resendEmail', {
        memberId: member.id,
        firstTimeKey: 'k'.repeat(43),
        language: 'en',
        type: 'firstTimeLogin',
        emailAddress: attacker,
      })
      expect(resendGuessed.json()).toMatchObject({ success: false, returnCode: 601 })
      const other = await addMember(test, { firstTime: true })
      const othersKey = await post(test, '/api/sendEmail', {
        memberId: other.id,
        firstTimeKey,
        emailAddress: attacker,
        language: 'en',
      })
      expect(othersKey.json()).toMatchObject({ success: false, returnCode: 601 })
      expect((await outbox(test)).some((message) => message.to === attacker)).toBe(false)
    })

    it('keeps the first-time key 30 minutes, and spends it when the link is opened', async () => {
      const member = await addMember(test, { firstTime: true })
      const lateKey = await verifiedFirstTime(member)
      test.clock.advance(30 * minute + 1000)
      const late = await post(test, '/api/sendEmail', {
        memberId: member.id,
        firstTimeKey: lateKey,
        emailAddress: uniqueEmail(),
        language: 'en',
      })
      expect(late.json()).toMatchObject({ success: false, returnCode: 601 })

      test.clock.advance(minute)
      const firstTimeKey = await verifiedFirstTime(member)
      const email = uniqueEmail()
      expect(
        (await post(test, '/api/sendEmail', { memberId: member.id, firstTimeKey, emailAddress: email, language: 'en' })).json()
          .success,
      ).toBe(true)
      const link = await latestLink(test, email)
      await get(test, '/api/emailVerification', { emailAuthKey: link.key, lang: 'en', type: 'verifyUser' })
      test.clock.advance(minute)
      const after = await post(test, '/api/resendEmail', {
        memberId: member.id,
        firstTimeKey,
        language: 'en',
        type: 'firstTimeLogin',
        emailAddress: uniqueEmail(),
      })
      expect(after.json()).toMatchObject({ success: false, returnCode: 601 })
    })
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '#server/db/schema.ts'
import { addMember, bearer, databasesFor, loginAs, startTestApp, uniquePhone, type TestApp } from './support/test-app.ts'
import {
  latestCode,
  newReferral,
  outbox,
  pMemberRegistration,
  post,
  registration,
  smsCount,
  uniqueReferralCode,
} from './support/registration.ts'
import { groupAddress } from '../support/group-address.ts'

/** A complete contact address: a group estate with everything it needs. */
const homeAddress = { ...groupAddress, unit: 'B', floor: '8', block: '2' }

describe.each(databasesFor('postgres'))('member self-service on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  async function loggedIn(overrides: Parameters<typeof addMember>[1] = {}) {
    const member = await addMember(test, { email: `m${uniquePhone()}@example.com`, ...overrides })
    const token = await loginAs(test, member)
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      test.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
    const profile = async () => (await call('GET', '/api/getProfile')).json().data
    return { member, token, call, profile }
  }

  describe('updateProfile', () => {
    it('saves what the member edits; a reload shows it', async () => {
      const { call, profile } = await loggedIn()
      const answer = await call('POST', '/api/updateProfile', {
        salutationId: 2,
        chineseSurname: '陳',
        chineseName: '大文',
        gender: 'M',
        birthdayDay: 12,
        birthdayYear: 1985,
        ageRangeId: 2,
        nationalityId: 1,
        defaultLangId: 2,
        contactAddress: homeAddress,
      })
      expect(answer.json()).toMatchObject({ success: true, data: { phoneChangePending: false } })
      expect(await profile()).toMatchObject({
        salutationId: 2,
        chineseSurname: '陳',
        chineseName: '大文',
        gender: 'M',
        birthdayDay: 12,
        birthdayYear: 1985,
        ageRangeId: 2,
        nationalityId: 1,
        defaultLangId: 2,
        contactAddress: homeAddress,
        isLiveInSinoProperties: true,
      })
    })

    it('takes the whole profile as the spec client sends it, and never changes the read-only fields', async () => {
      const { call, profile, member } = await loggedIn({ firstName: 'Tai Man', surname: 'Chan' })
      const before = await profile()
      const answer = await call('POST', '/api/updateProfile', {
        ...before,
        // The salutation is required, and a member created by an operator has none yet.
        salutationId: 1,
        chineseName: '小明',
        firstName: 'Someone',
        lastName: 'Else',
        emailAddress: 'else@example.com',
        tier: 'privilege',
        clubMemberId: 'SC99999999',
      })
      expect(answer.json()).toMatchObject({ success: true })
      expect(await profile()).toMatchObject({
        chineseName: '小明',
        firstName: 'Tai Man',
        lastName: 'Chan',
        emailAddress: before.emailAddress,
        tier: 'ordinary',
        clubMemberId: member.clubMemberId,
      })
    })

    it('refuses bad input field by field with its message key, and saves nothing of it', async () => {
      const { call, profile } = await loggedIn()
      const answer = await call('POST', '/api/updateProfile', {
        chineseName: '大文',
        birthdayYear: 1800,
        salutationId: null,
        contactAddress: { ...homeAddress, district: 29, otherDistrict: '' },
      })
      expect(answer.statusCode).toBe(400)
      const errors = answer.json().data.errors.map((error: { field: string; code: string }) => [error.field, error.code])
      expect(errors).toEqual(
        expect.arrayContaining([
          ['birthdayYear', 'profile.birth-year-invalid'],
          ['salutationId', 'registerError.salutation-required'],
          ['contactAddress.otherDistrict', 'address.address-other-district-required'],
        ]),
      )
      expect((await profile()).chineseName).toBeNull()
    })

    it('checks the birth day against the stored birth month', async () => {
      const { call, member } = await loggedIn()
      await test.database.db.update(members).set({ birthdayMonth: 2 }).where(eq(members.id, member.id))
      const answer = await call('POST', '/api/updateProfile', { birthdayDay: 30 })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().data.errors).toContainEqual(
        expect.objectContaining({ field: 'birthdayDay', code: 'profile.birthday-invalid' }),
      )
      expect((await call('POST', '/api/updateProfile', { birthdayDay: 29, birthdayYear: 2001 })).statusCode).toBe(400)
      expect((await call('POST', '/api/updateProfile', { birthdayDay: 29, birthdayYear: 2000 })).statusCode).toBe(200)
    })

    const birthDateOf = (profile: { birthdayDay: number | null; birthdayMonth: number | null; birthdayYear: number | null }) => [
      profile.birthdayDay,
      profile.birthdayMonth,
      profile.birthdayYear,
    ]
    const fieldErrorsOf = (answer: { json: () => { data: { errors: { field: string; code: string }[] } } }) =>
      answer.json().data.errors.map((error) => [error.field, error.code])

    it('takes each part of the date of birth once, while none is on record; a part on record stays as it is', async () => {
      const { call, profile } = await loggedIn()
      expect(birthDateOf(await profile())).toEqual([null, null, null])
      expect((await call('POST', '/api/updateProfile', { birthdayMonth: 3 })).statusCode).toBe(200)
      // The same value again is no change: a client may send the whole profile.
      expect((await call('POST', '/api/updateProfile', { birthdayMonth: 3, birthdayDay: 12 })).statusCode).toBe(200)
      expect(birthDateOf(await profile())).toEqual([12, 3, null])

      const refused = await call('POST', '/api/updateProfile', { birthdayMonth: 4, birthdayDay: null, birthdayYear: 1985 })
      expect(refused.statusCode).toBe(400)
      expect(fieldErrorsOf(refused)).toEqual([
        ['birthdayDay', 'profile.birthday-on-record'],
        ['birthdayMonth', 'profile.birthday-on-record'],
      ])
      expect(birthDateOf(await profile())).toEqual([12, 3, null])

      expect((await call('POST', '/api/updateProfile', { birthdayYear: 1985 })).statusCode).toBe(200)
      expect(birthDateOf(await profile())).toEqual([12, 3, 1985])
    })

    it('refuses a date of birth under 18 on its field, with the parts on record too', async () => {
      const { call, profile } = await loggedIn()
      // The test's clock stands at 22 November 2026 in Hong Kong.
      const young = await call('POST', '/api/updateProfile', { birthdayYear: 2015 })
      expect(young.statusCode).toBe(400)
      expect(fieldErrorsOf(young)).toEqual([['birthdayYear', 'profile.birthday-under-age']])
      expect(young.json().data.errors[0].message).toBe('Members are 18 or over: please check your year of birth')

      expect((await call('POST', '/api/updateProfile', { birthdayMonth: 12, birthdayDay: 1 })).statusCode).toBe(200)
      const almost = await call('POST', '/api/updateProfile', { birthdayYear: 2008 })
      expect(almost.statusCode).toBe(400)
      expect(fieldErrorsOf(almost)).toEqual([['birthdayYear', 'profile.birthday-under-age']])
      expect((await call('POST', '/api/updateProfile', { birthdayYear: 2007 })).statusCode).toBe(200)
      expect(birthDateOf(await profile())).toEqual([1, 12, 2007])
    })

    it('refuses an id that is in no reference list', async () => {
      const { call } = await loggedIn()
      const answer = await call('POST', '/api/updateProfile', { nationalityId: 9999 })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().data.errors).toContainEqual(
        expect.objectContaining({ field: 'nationalityId', code: 'common.invalid-input' }),
      )
    })

    it('needs a session', async () => {
      const answer = await test.app.inject({ method: 'POST', url: '/api/updateProfile', payload: { chineseName: 'x' } })
      expect(answer.statusCode).toBe(401)
    })
  })

  describe('a new phone number', () => {
    const password = 'Secret#123'

    it('takes effect only once the code sent to it is entered; login then uses it', async () => {
      const { call, profile, member } = await loggedIn()
      const newPhone = uniquePhone()
      const answer = await call('POST', '/api/updateProfile', {
        countryCodeId: 1,
        mobilePhone: newPhone,
        currentPassword: password,
      })
      expect(answer.json()).toMatchObject({ success: true, data: { phoneChangePending: true } })
      expect(await profile()).toMatchObject({
        mobilePhone: member.phone,
        pendingPhone: { countryCodeId: 1, mobilePhone: newPhone },
      })

      const code = await latestCode(test, newPhone)
      const wrongCode = code.slice(0, 5) + ((Number(code[5]) + 1) % 10)
      const wrong = await call('POST', '/api/confirmPhoneChange', { token: wrongCode })
      expect(wrong.json()).toMatchObject({ success: false, returnCode: 603 })
      expect((await profile()).mobilePhone).toBe(member.phone)

      const right = await call('POST', '/api/confirmPhoneChange', { token: code })
      expect(right.json()).toMatchObject({ success: true })
      expect(await profile()).toMatchObject({ mobilePhone: newPhone, pendingPhone: null })
      expect(await loginAs(test, { ...member, phone: newPhone })).toEqual(expect.any(String))
    })

    it('asks for the current password before any code goes to the new number', async () => {
      const { call } = await loggedIn()
      const newPhone = uniquePhone()
      const without = await call('POST', '/api/updateProfile', { countryCodeId: 1, mobilePhone: newPhone })
      expect(without.statusCode).toBe(400)
      expect(without.json().data.errors).toContainEqual(
        expect.objectContaining({ field: 'currentPassword', code: 'profile.currentPasswordRequired' }),
      )
      const wrong = await call('POST', '/api/updateProfile', {
        countryCodeId: 1,
        mobilePhone: newPhone,
        currentPassword: 'Guess#123',
      })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().data.errors).toContainEqual(
        expect.objectContaining({ field: 'currentPassword', code: 'profile.currentPasswordIncorrect' }),
      )
      expect(await smsCount(test, newPhone)).toBe(0)
    })

    it('with a stolen session alone cannot be guessed into: the password is throttled as at login', async () => {
      const { call } = await loggedIn()
      const guesses = []
      for (let i = 0; i < 6; i++) {
        guesses.push(
          await call('POST', '/api/updateProfile', {
            countryCodeId: 1,
            mobilePhone: uniquePhone(),
            currentPassword: `Guess#${i}`,
          }),
        )
      }
      expect(guesses.at(-1)!.statusCode).toBe(429)
      const right = await call('POST', '/api/updateProfile', {
        countryCodeId: 1,
        mobilePhone: uniquePhone(),
        currentPassword: password,
      })
      expect(right.statusCode).toBe(429)
    })

    it('ends every other session, and tells the old number and the e-mail address, once the code is entered', async () => {
      const email = `m${uniquePhone()}@example.com`
      const { call, member, token } = await loggedIn({ email })
      const elsewhere = await loginAs(test, member)
      const newPhone = uniquePhone()
      await call('POST', '/api/updateProfile', { countryCodeId: 1, mobilePhone: newPhone, currentPassword: password })
      expect((await test.app.inject({ method: 'GET', url: '/api/getProfile', headers: bearer(elsewhere) })).statusCode).toBe(200)
      await call('POST', '/api/confirmPhoneChange', { token: await latestCode(test, newPhone) })
      await test.app.ctx.notifier.settle()
      expect((await test.app.inject({ method: 'GET', url: '/api/getProfile', headers: bearer(elsewhere) })).statusCode).toBe(401)
      expect((await test.app.inject({ method: 'GET', url: '/api/getProfile', headers: bearer(token) })).statusCode).toBe(200)
      const messages = await outbox(test)
      const ending = newPhone.slice(-4)
      expect(messages.find((m) => m.channel === 'sms' && m.to === `+852${member.phone}`)?.body).toContain(ending)
      const mail = messages.find((m) => m.channel === 'email' && m.to === email)
      expect(mail?.subject).toBe('The mobile number of your Sino Club account was changed')
      expect(mail?.body).toContain(ending)
    })

    it('sends at most 3 codes to new numbers per member an hour', async () => {
      const { call } = await loggedIn()
      const sent = []
      for (let i = 0; i < 4; i++) {
        sent.push(
          await call('POST', '/api/updateProfile', { countryCodeId: 1, mobilePhone: uniquePhone(), currentPassword: password }),
        )
      }
      expect(sent.slice(0, 3).map((answer) => answer.json().success)).toEqual([true, true, true])
      expect(sent[3]!.statusCode).toBe(429)
      test.clock.advance(60 * 60_000)
      const later = await call('POST', '/api/updateProfile', {
        countryCodeId: 1,
        mobilePhone: uniquePhone(),
        currentPassword: password,
      })
      expect(later.json().success).toBe(true)
    })

    it('refuses a number another member holds, before any code is sent', async () => {
      const { call } = await loggedIn()
      const other = await addMember(test)
      const answer = await call('POST', '/api/updateProfile', {
        countryCodeId: 1,
        mobilePhone: other.phone,
        chineseName: '大文',
        currentPassword: password,
      })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().data.errors).toContainEqual(
        expect.objectContaining({ field: 'mobilePhone', code: 'registerError.mobile-unique' }),
      )
    })

    it('refuses a number that breaks the phone rules, also when no country code is sent, and sends nothing', async () => {
      const { call } = await loggedIn()
      for (const mobilePhone of ['1234', 'abc<script>', '12', '9'.repeat(64)]) {
        for (const payload of [{ countryCodeId: 1, mobilePhone }, { mobilePhone }]) {
          const answer = await call('POST', '/api/updateProfile', { ...payload, currentPassword: password })
          expect(answer.statusCode).toBe(400)
          expect(answer.json().data.errors.map((error: { field: string }) => error.field)).toContain('mobilePhone')
        }
      }
      expect((await outbox(test)).filter((m) => m.to.includes('script'))).toHaveLength(0)
    })
  })

  describe('signed-in devices', () => {
    const devicesOf = async (token: string) =>
      (await test.app.inject({ method: 'GET', url: '/api/getSignedInDevices', headers: bearer(token) })).json().data
    const endSession = (token: string, id: string) =>
      test.app.inject({ method: 'POST', url: '/api/endSession', headers: bearer(token), payload: { id } })

    it('lists the devices with the one asking marked, and signs one or all of the others out', async () => {
      const member = await addMember(test)
      const login = (userAgent: string) =>
        test.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { countryCode: 1, phoneNumber: member.phone, password: member.password },
          headers: { 'user-agent': userAgent },
        })
      const phone = (await login('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/130 Mobile')).json().data.token
      const tablet = (await login('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1')).json().data.token
      const laptop = (await login('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130')).json().data.token
      const devices = await devicesOf(laptop)
      expect(devices).toHaveLength(3)
      expect(devices.filter((device: { current: boolean }) => device.current)).toHaveLength(1)
      expect(devices.find((device: { current: boolean }) => device.current).userAgent).toContain('Windows')
      expect(JSON.stringify(devices)).not.toContain(laptop)

      const ipad = devices.find((device: { userAgent: string }) => device.userAgent.includes('iPad'))
      expect((await endSession(laptop, ipad.id)).json()).toMatchObject({ success: true, data: { ended: 1 } })
      expect((await test.app.inject({ method: 'GET', url: '/api/getProfile', headers: bearer(tablet) })).statusCode).toBe(401)

      const self = devices.find((device: { current: boolean }) => device.current)
      expect((await endSession(laptop, self.id)).statusCode).toBe(404)

      const others = await test.app.inject({ method: 'POST', url: '/api/endOtherSessions', headers: bearer(laptop) })
      expect(others.json().data).toEqual({ ended: 1 })
      expect((await test.app.inject({ method: 'GET', url: '/api/getProfile', headers: bearer(phone) })).statusCode).toBe(401)
      expect(await devicesOf(laptop)).toHaveLength(1)
    })

    it("never ends another member's session", async () => {
      const mine = await loginAs(test, await addMember(test))
      const theirs = await loginAs(test, await addMember(test))
      const [theirDevice] = await devicesOf(theirs)
      expect((await endSession(mine, theirDevice.id)).statusCode).toBe(404)
      expect((await test.app.inject({ method: 'GET', url: '/api/getProfile', headers: bearer(theirs) })).statusCode).toBe(200)
    })
  })

  describe('interests', () => {
    it('replaces the member interests and answers their ids', async () => {
      const { call, profile } = await loggedIn()
      expect((await call('POST', '/api/updateInterest', { interestIds: [3, 1, 3] })).json()).toMatchObject({ success: true })
      expect((await call('GET', '/api/getInterest')).json().data).toEqual([1, 3])
      expect((await profile()).interests).toEqual([1, 3])
      await call('POST', '/api/updateInterest', { interestIds: [] })
      expect((await call('GET', '/api/getInterest')).json().data).toEqual([])
    })

    it('refuses an unknown interest and changes nothing', async () => {
      const { call } = await loggedIn()
      await call('POST', '/api/updateInterest', { interestIds: [2] })
      const answer = await call('POST', '/api/updateInterest', { interestIds: [1, 9999] })
      expect(answer.statusCode).toBe(400)
      expect((await call('GET', '/api/getInterest')).json().data).toEqual([2])
    })
  })

  describe('changePassword', () => {
    it('ends every other session and keeps this one; the new password logs in; the member is told at once', async () => {
      const email = `m${uniquePhone()}@example.com`
      const { call, member, token } = await loggedIn({ email })
      const otherToken = await loginAs(test, member)
      const answer = await call('POST', '/api/changePassword', { oldPassword: member.password, newPassword: 'Another@456' })
      expect(answer.json()).toMatchObject({ success: true })
      const told = (await outbox(test)).filter((m) => m.to === email).map((m) => m.subject)
      expect(told).toEqual(['Your Sino Club password was changed'])
      expect((await test.app.inject({ url: '/api/checkSession', headers: bearer(token) })).statusCode).toBe(200)
      expect((await test.app.inject({ url: '/api/checkSession', headers: bearer(otherToken) })).statusCode).toBe(401)
      expect(await loginAs(test, { ...member, password: 'Another@456' })).toEqual(expect.any(String))
    })

    it('answers 611 for a wrong current password, in the page language', async () => {
      const { token } = await loggedIn()
      const answer = await test.app.inject({
        method: 'POST',
        url: '/api/changePassword',
        headers: { ...bearer(token), 'accept-language': 'en' },
        payload: { oldPassword: 'Wrong#pass1', newPassword: 'Another@456' },
      })
      expect(answer.json()).toMatchObject({ success: false, returnCode: 611, msg: 'Current Password incorrect' })
    })

    it('refuses a new password equal to the current one, or one that breaks the policy, with their keys', async () => {
      const { call, member } = await loggedIn({ password: 'Same@1234' })
      const same = await call('POST', '/api/changePassword', { oldPassword: member.password, newPassword: 'Same@1234' })
      expect(same.json().data.errors).toContainEqual(
        expect.objectContaining({ field: 'newPassword', code: 'profile.oldNewPassword' }),
      )
      const weak = await call('POST', '/api/changePassword', { oldPassword: member.password, newPassword: 'weakpass' })
      expect(weak.json().data.errors).toContainEqual(
        expect.objectContaining({ field: 'newPassword', code: 'profile.newPasswordInvalid' }),
      )
      const empty = await call('POST', '/api/changePassword', { oldPassword: '', newPassword: '' })
      expect(empty.json().data.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'oldPassword', code: 'profile.currentPasswordRequired' }),
          expect.objectContaining({ field: 'newPassword', code: 'profile.newPasswordRequired' }),
        ]),
      )
    })

    it('is throttled like login: a stolen session cannot guess the password', async () => {
      const { call, member } = await loggedIn()
      for (let i = 0; i < 5; i++) {
        expect(
          (await call('POST', '/api/changePassword', { oldPassword: `Wrong#${i}aaa`, newPassword: 'Another@456' })).json()
            .returnCode,
        ).toBe(611)
      }
      const paused = await call('POST', '/api/changePassword', { oldPassword: member.password, newPassword: 'Another@456' })
      expect(paused.statusCode).toBe(429)
      expect(paused.headers['retry-after']).toBeDefined()
    })
  })

  describe('addresses in the profile', () => {
    it('answers the registration address as the contact address', async () => {
      const payload = registration()
      const { memberId } = (await post(test, '/api/register', payload)).json().data
      await test.database.db.update(members).set({ registrationPending: false }).where(eq(members.id, memberId))
      const token = await loginAs(test, { phone: payload.mobilePhone, password: payload.password, countryCode: 1 })
      const data = (await test.app.inject({ url: '/api/getProfile', headers: bearer(token) })).json().data
      expect(data.contactAddress).toMatchObject({ sinoEstate: 1, district: 16, unit: 'A', floor: '12' })
      expect(data.privilegeAddress).toBeNull()
    })

    it('keeps a privilege member’s privilege address when the contact address changes', async () => {
      const code = uniqueReferralCode()
      await newReferral(test, code, { estate: 1 })
      const payload = pMemberRegistration(code)
      const { memberId } = (await post(test, '/api/registerPMember', payload)).json().data
      const member = await test.database.db
        .update(members)
        .set({ registrationPending: false })
        .where(eq(members.id, memberId))
        .returning()
      expect(member[0]!.tier).toBe('privilege')
      await addMemberPassword(memberId)
      const token = await loginAs(test, { phone: payload.mobilePhone, password: 'Secret#123', countryCode: 1 })
      const call = (method: 'GET' | 'POST', url: string, body?: object) =>
        test.app.inject({ method, url, headers: bearer(token), ...(body ? { payload: body } : {}) })
      await call('POST', '/api/updateProfile', {
        contactAddress: {
          ...homeAddress,
          isLiveInSinoProperties: false,
          sinoEstate: null,
          nonSinoEstate: 1,
          propertyTypeId: null,
        },
      })
      const data = (await call('GET', '/api/getProfile')).json().data
      expect(data.contactAddress).toMatchObject({ isLiveInSinoProperties: false, nonSinoEstate: 1 })
      expect(data.privilegeAddress).toMatchObject({ isLiveInSinoProperties: true, sinoEstate: 1 })
    })
  })

  async function addMemberPassword(memberId: string) {
    const { hashPassword } = await import('#server/lib/passwords.ts')
    await test.database.db
      .update(members)
      .set({ passwordHash: await hashPassword('Secret#123') })
      .where(eq(members.id, memberId))
  }
})

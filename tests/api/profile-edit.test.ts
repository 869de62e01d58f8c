import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '#server/db/schema.ts'
import { addMember, bearer, databaseKinds, loginAs, startTestApp, uniquePhone, type TestApp } from './support/test-app.ts'
import { latestCode, newReferral, pMemberRegistration, post, registration, uniqueReferralCode } from './support/registration.ts'

/** A complete contact address: a group estate with everything it needs. */
const groupAddress = {
  isLiveInSinoProperties: true,
  sinoEstate: 1,
  nonSinoEstate: null,
  otherEstate: '',
  propertyTypeId: 1,
  unit: 'B',
  floor: '8',
  block: '2',
  street: '28 Lok King Street, Fo Tan',
  district: 16,
  otherDistrict: '',
  areaId: 3,
  otherArea: '',
  countryId: 56,
  otherCountry: '',
}

describe.each(databaseKinds)('member self-service on %s', (kind) => {
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
        contactAddress: groupAddress,
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
        contactAddress: groupAddress,
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
        birthdayMonth: 7,
        tier: 'privilege',
        clubMemberId: 'SC99999999',
      })
      expect(answer.json()).toMatchObject({ success: true })
      expect(await profile()).toMatchObject({
        chineseName: '小明',
        firstName: 'Tai Man',
        lastName: 'Chan',
        emailAddress: before.emailAddress,
        birthdayMonth: before.birthdayMonth,
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
        contactAddress: { ...groupAddress, district: 29, otherDistrict: '' },
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
      expect((await call('POST', '/api/updateProfile', { birthdayDay: 29, birthdayYear: 2000 })).statusCode).toBe(200)
      expect((await call('POST', '/api/updateProfile', { birthdayDay: 29, birthdayYear: 2001 })).statusCode).toBe(400)
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
    it('takes effect only once the code sent to it is entered; login then uses it', async () => {
      const { call, profile, member } = await loggedIn()
      const newPhone = uniquePhone()
      const answer = await call('POST', '/api/updateProfile', { countryCodeId: 1, mobilePhone: newPhone })
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

    it('refuses a number another member holds, before any code is sent', async () => {
      const { call } = await loggedIn()
      const other = await addMember(test)
      const answer = await call('POST', '/api/updateProfile', { countryCodeId: 1, mobilePhone: other.phone, chineseName: '大文' })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().data.errors).toContainEqual(
        expect.objectContaining({ field: 'mobilePhone', code: 'registerError.mobile-unique' }),
      )
    })

    it('refuses a number that breaks the phone rules', async () => {
      const { call } = await loggedIn()
      const answer = await call('POST', '/api/updateProfile', { countryCodeId: 1, mobilePhone: '1234' })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().data.errors).toContainEqual(
        expect.objectContaining({ field: 'mobilePhone', code: 'registerError.mobile-digits' }),
      )
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
    it('ends every other session and keeps this one; the new password logs in', async () => {
      const { call, member, token } = await loggedIn()
      const otherToken = await loginAs(test, member)
      const answer = await call('POST', '/api/changePassword', { oldPassword: member.password, newPassword: 'Another@456' })
      expect(answer.json()).toMatchObject({ success: true })
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
          ...groupAddress,
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

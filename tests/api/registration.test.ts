import { type } from 'arktype'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountExistingAnswer, referralCodeAnswer, registerAnswer } from '#contract/schemas/registration'
import { memberAddresses, members, referralCodes, upgradeForms } from '#server/db/schema.ts'
import { violatedUniqueConstraint } from '#server/db/errors.ts'
import { withProof } from './support/proof-of-work.ts'
import { addMember, databasesFor, startTestApp, uniquePhone, type TestApp } from './support/test-app.ts'
import {
  get,
  latestCode,
  latestLink,
  multipart,
  newReferral,
  pMemberRegistration,
  post,
  registration,
  strongPassword,
  uniqueAddress,
  uniqueEmail,
  uniqueReferralCode,
} from './support/registration.ts'

describe.each(databasesFor('pglite'))('registration on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const login = (phone: string, password: string) =>
    post(test, '/api/login', { countryCode: 1, phoneNumber: phone, password }, '10.9.0.1')

  it('registers, verifies the phone and the e-mail link, then logs in', async () => {
    const payload = registration()
    const registered = await post(test, '/api/register', payload)
    expect(registered.json()).toMatchObject({ success: true, returnCode: 200 })
    expect(registerAnswer(registered.json().data)).not.toBeInstanceOf(type.errors)
    const { memberId } = registered.json().data

    expect((await login(payload.mobilePhone, strongPassword)).json().returnCode).toBe(617)

    const code = await latestCode(test, payload.mobilePhone)
    const verified = await post(test, '/api/otpVerify', { token: code, memberId, language: 'en', type: 'register' })
    expect(verified.json()).toMatchObject({ success: true, returnCode: 200 })
    // The phone is proved: the right password learns that the e-mail link is missing, a wrong one learns nothing.
    expect((await login(payload.mobilePhone, strongPassword)).json()).toMatchObject({
      success: false,
      returnCode: 618,
      msg: `Your e-mail address ${payload.emailAddress} is not verified yet. Open the link we sent there, or send a new one.`,
      data: { id: memberId, email: payload.emailAddress },
    })
    expect((await login(payload.mobilePhone, 'Wrong#Pass1')).json().returnCode).toBe(617)

    const link = await latestLink(test, payload.emailAddress)
    expect(link.url.startsWith('http://localhost:8080/en/verifyUserAccount/')).toBe(true)
    expect(Buffer.from(link.key, 'base64url').length * 8).toBeGreaterThanOrEqual(128)
    const opened = await get(test, '/api/emailVerification', { emailAuthKey: link.key, lang: 'en', type: 'verifyUserAccount' })
    expect(opened.json()).toMatchObject({ success: true, data: { page: 'registration' } })

    const loggedIn = await login(payload.mobilePhone, strongPassword)
    expect(loggedIn.json()).toMatchObject({ success: true, data: { id: memberId } })
    const [row] = await test.database.db.select().from(members).where(eq(members.id, memberId))
    expect(row).toMatchObject({ tier: 'ordinary', registrationPending: false, firstName: 'Siu Ming', birthdayMonth: 5 })
    expect(row!.phoneVerifiedAt).not.toBeNull()
    expect(row!.emailVerifiedAt).not.toBeNull()
    const [address] = await test.database.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, memberId))
    expect(address).toMatchObject({ sinoEstateId: 1, districtId: 16, areaId: 3, countryId: 56, unit: 'A', floor: '12' })
  })

  it('sends the SMS and the e-mail in the language of the registration', async () => {
    const payload = registration({ language: 'tc' })
    const { memberId } = (await post(test, '/api/register', payload)).json().data
    const code = await latestCode(test, payload.mobilePhone)
    await post(test, '/api/otpVerify', { token: code, memberId, language: 'tc', type: 'register' })
    const link = await latestLink(test, payload.emailAddress)
    expect(link.path.startsWith('/tc/verifyUserAccount/')).toBe(true)
    expect(link.message.subject).toBe('驗證您的信和會電郵地址')
  })

  it('answers field errors for an e-mail address or a phone already registered', async () => {
    const email = uniqueEmail()
    const existing = await addMember(test, { email })
    const response = await post(test, '/api/register', registration({ mobilePhone: existing.phone }))
    expect(response.statusCode).toBe(400)
    expect(response.json().data.errors).toEqual([
      { field: 'mobilePhone', code: 'registerError.mobile-unique', message: 'This mobile number has already been registered' },
    ])
    const byEmail = await post(test, '/api/register', registration({ emailAddress: email.toUpperCase() }))
    expect(byEmail.json().data.errors).toEqual([
      { field: 'emailAddress', code: 'registerError.email-unique', message: 'This e-mail address has already been registered' },
    ])
  })

  it('names the unique index a duplicate member breaks', async () => {
    const email = uniqueEmail()
    const taken = await addMember(test, { email })
    const duplicate = (values: { mobilePhone: string; emailAddress: string | null }) =>
      test.database.db
        .insert(members)
        .values({ countryCodeId: 1, firstName: 'A', lastName: 'B', tier: 'ordinary', ...values })
        .then(
          () => undefined,
          (error: unknown) => violatedUniqueConstraint(error),
        )
    expect(await duplicate({ mobilePhone: taken.phone, emailAddress: null })).toBe('members_held_phone_key')
    expect(await duplicate({ mobilePhone: uniquePhone(), emailAddress: email.toUpperCase() })).toBe('members_held_email_key')
  })

  it('keeps a phone verified by a registration that waits for its e-mail link (its address is not held until verified)', async () => {
    const first = registration()
    const { memberId } = (await post(test, '/api/register', first)).json().data
    await post(test, '/api/otpVerify', {
      token: await latestCode(test, first.mobilePhone),
      memberId,
      language: 'en',
      type: 'register',
    })
    const again = await post(test, '/api/register', registration({ mobilePhone: first.mobilePhone }))
    expect(again.json().data.errors[0].code).toBe('registerError.mobile-unique')
  })

  it('refuses a payload that breaks the registration rules, field by field', async () => {
    const response = await post(
      test,
      '/api/register',
      registration({
        salutationId: null,
        firstName: 'x'.repeat(31),
        password: 'Secret#123',
        tncAcceptance: false,
        defaultLangId: null,
      }),
    )
    expect(response.statusCode).toBe(400)
    const codes = response.json().data.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)
    expect(codes.sort()).toEqual([
      'defaultLangId:registerError.languagePreference-required',
      'firstName:registerError.name-max',
      'password:profile.newPasswordInvalid',
      'salutationId:registerError.salutation-required',
      'tncAcceptance:registerError.checkbox-accept-tncs-pics-required',
    ])
  })

  it('refuses names with a line break, a control character or markup, with a field message in each language', async () => {
    const texts = {
      en: 'A name cannot hold line breaks, control characters or < >',
      tc: '名稱不能包含換行、控制字元或 < >',
      sc: '名称不能包含换行、控制字符或 < >',
    }
    for (const [lang, text] of Object.entries(texts)) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'accept-language': lang === 'en' ? 'en' : lang === 'tc' ? 'zh-HK' : 'zh-CN' },
        payload: registration({ firstName: 'Tai\r\nBcc: victim@example.com', lastName: '<b>Chan</b>' }),
      })
      expect(response.statusCode).toBe(400)
      const errors = response.json().data.errors as { field: string; code: string; message: string }[]
      expect(errors.map((e) => `${e.field}:${e.code}`).sort()).toEqual([
        'firstName:registerError.name-characters',
        'lastName:registerError.name-characters',
      ])
      expect(errors[0]?.message, lang).toBe(text)
    }
  })

  it('refuses reference ids that do not exist as bad input, not a server error', async () => {
    const response = await post(test, '/api/register', registration({ salutationId: 999, defaultLangId: 77 }))
    expect(response.statusCode).toBe(400)
    expect(
      response
        .json()
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['defaultLangId', 'salutationId'])
  })

  it('asks for a document when a membership type is chosen, and opens an application with one', async () => {
    const without = await post(test, '/api/register', registration({ propertyOwnership: 'Owner' }))
    expect(without.json().data.errors).toEqual([
      expect.objectContaining({ field: 'addressDocumentId', code: 'registerError.file_over_title_tip1' }),
    ])
    const upload = await test.app.inject({
      method: 'POST',
      url: '/api/uploadImage',
      ...multipart(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1000, 0x20)]), 'deed.pdf', 'application/pdf'),
    })
    const documentId = upload.json().data.id
    const owner = registration({ propertyOwnership: 'Owner', addressDocumentId: [documentId] })
    const registered = await post(test, '/api/register', owner)
    const { memberId } = registered.json().data
    const forms = await test.database.db.select().from(upgradeForms).where(eq(upgradeForms.memberId, memberId))
    expect(forms.map((form) => [form.status, form.isOwner])).toEqual([['pending', true]])
    // Once the registration has proven its phone, its documents are its own.
    const token = await latestCode(test, owner.mobilePhone)
    await post(test, '/api/otpVerify', { token, memberId, language: 'en', type: 'register' })
    const reused = await post(
      test,
      '/api/register',
      registration({ propertyOwnership: 'Owner', addressDocumentId: [documentId] }),
    )
    expect(reused.json().data.errors[0]).toMatchObject({ field: 'addressDocumentId', code: 'registerError.document-invalid' })
  })

  it('checks the address rules of the other ids (21, 29, 40 with a country not 56, country 1)', async () => {
    const response = await post(
      test,
      '/api/register',
      registration({
        sinoEstate: 21,
        district: 29,
        areaId: 40,
        countryId: 1,
        otherEstate: '',
        otherDistrict: '',
        otherArea: '',
        otherCountry: '',
      }),
    )
    expect(
      response
        .json()
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['otherArea', 'otherCountry', 'otherDistrict', 'otherEstate'])
  })

  describe('checkAccountExisting', () => {
    it('tells whether an e-mail address or a phone is taken', async () => {
      const member = await addMember(test, { email: uniqueEmail() })
      const byPhone = await get(test, '/api/checkAccountExisting', { mobilePhone: member.phone, countryCodeId: '1' })
      expect(byPhone.json()).toMatchObject({ success: true, data: { memberExisting: true } })
      expect(accountExistingAnswer(byPhone.json().data)).not.toBeInstanceOf(type.errors)
      const free = await get(test, '/api/checkAccountExisting', { mobilePhone: uniquePhone(), countryCodeId: '1' })
      expect(free.json().data.memberExisting).toBe(false)
      const freeEmail = await get(test, '/api/checkAccountExisting', { emailAddress: uniqueEmail() })
      expect(freeEmail.json().data.memberExisting).toBe(false)
    })

    it('needs an e-mail address or a phone with its country code', async () => {
      expect((await get(test, '/api/checkAccountExisting', { mobilePhone: '91234567' })).statusCode).toBe(400)
    })

    it('answers a client address any number of checks that find no account, and 30 an hour that find one free of effort', async () => {
      const address = uniqueAddress()
      for (let i = 0; i < 150; i++) {
        const free = await get(test, '/api/checkAccountExisting', { emailAddress: uniqueEmail() }, address)
        expect(free.json().data.memberExisting).toBe(false)
      }
      const member = await addMember(test, { email: uniqueEmail() })
      const held = { mobilePhone: member.phone, countryCodeId: '1' }
      for (let i = 0; i < 30; i++) {
        expect((await get(test, '/api/checkAccountExisting', held, address)).json().data.memberExisting).toBe(true)
      }
      // Past them every check from the address brings a proof of effort; someone registering
      // behind it still gets an answer with one.
      const check = (query: Record<string, string>) => (headers: Record<string, string>) =>
        test.app.inject({ method: 'GET', url: '/api/checkAccountExisting', query, remoteAddress: address, headers })
      const asked = await check(held)({})
      expect(asked.statusCode).toBe(428)
      expect(asked.json()).toMatchObject({ success: false, returnCode: 428 })
      const honest = await withProof(check({ emailAddress: uniqueEmail() }))
      expect(honest).toMatchObject({ level: 1 })
      expect(honest.answer.json()).toMatchObject({ success: true, data: { memberExisting: false } })
      expect((await get(test, '/api/checkAccountExisting', held, uniqueAddress())).statusCode).toBe(200)
      test.clock.advance(60 * 60_000)
      expect((await get(test, '/api/checkAccountExisting', held, address)).statusCode).toBe(200)
    })
  })

  describe('referral codes', () => {
    it('answers the type and estate of an unused code, in either case', async () => {
      const code = uniqueReferralCode()
      await newReferral(test, code, { estate: 2, type: 'tenant' })
      const response = await get(test, '/api/getPMemberReferralCodeItemByCode', { referralCode: code.toLowerCase() })
      expect(response.json()).toEqual({
        success: true,
        returnCode: 200,
        msg: 'Success',
        data: { type: 'tenant', details: { sinoEstateId: 2 } },
      })
      expect(referralCodeAnswer(response.json().data)).not.toBeInstanceOf(type.errors)
    })

    it('answers 623 for an unknown code', async () => {
      const response = await get(test, '/api/getPMemberReferralCodeItemByCode', { referralCode: 'NOSUCHCODE' })
      expect(response.json()).toEqual({ success: false, returnCode: 623, msg: 'The referral code is invalid', data: null })
    })

    it('registers a p-member with the estate of the referral, then the e-mail link sets the password', async () => {
      const code = uniqueReferralCode()
      await newReferral(test, code, { estate: 2, type: 'owner' })
      const payload = pMemberRegistration(code, {
        sinoEstate: undefined,
        district: undefined,
        areaId: undefined,
        countryId: undefined,
        street: undefined,
      })
      const registered = await post(test, '/api/registerPMember', payload)
      expect(registered.json()).toMatchObject({ success: true })
      const { memberId } = registered.json().data
      const [address] = await test.database.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, memberId))
      expect(address).toMatchObject({
        sinoEstateId: 2,
        street: '1 Yeung Uk Road, Tsuen Wan',
        districtId: 11,
        propertyOwnership: 'Owner',
      })
      await post(test, '/api/otpVerify', {
        token: await latestCode(test, payload.mobilePhone),
        memberId,
        language: 'en',
        type: 'register',
      })
      const [referral] = await test.database.db.select().from(referralCodes).where(eq(referralCodes.code, code))
      expect(referral).toMatchObject({ usedByMemberId: memberId })
      const link = await latestLink(test, payload.emailAddress)
      expect(link.path).toBe(`/en/verifyUser/${link.key}`)
      expect((await login(payload.mobilePhone, 'anything@1A')).json().returnCode).toBe(617)
      const opened = await get(test, '/api/emailVerification', { emailAuthKey: link.key, lang: 'en', type: 'verifyUser' })
      expect(opened.json()).toMatchObject({ success: true, data: { page: 'registration' } })
      const set = await post(test, '/api/setupPassword', {
        password: 'Privi@123',
        emailAuthKey: link.key,
        type: 'register',
        language: 'en',
      })
      expect(set.json()).toMatchObject({ success: true })
      const loggedIn = await login(payload.mobilePhone, 'Privi@123')
      expect(loggedIn.json()).toMatchObject({ success: true, data: { id: memberId } })
      const [row] = await test.database.db.select().from(members).where(eq(members.id, memberId))
      expect(row!.tier).toBe('privilege')
    })

    it('sends a p-member who let the password form lapse a new link', async () => {
      const code = uniqueReferralCode()
      await newReferral(test, code, { estate: 1 })
      const payload = pMemberRegistration(code)
      const { memberId } = (await post(test, '/api/registerPMember', payload)).json().data
      await post(test, '/api/otpVerify', {
        token: await latestCode(test, payload.mobilePhone),
        memberId,
        language: 'en',
        type: 'register',
      })
      const first = await latestLink(test, payload.emailAddress)
      await get(test, '/api/emailVerification', { emailAuthKey: first.key, lang: 'en', type: 'verifyUser' })
      test.clock.advance(31 * 60_000)
      const lapsed = await post(test, '/api/setupPassword', {
        password: 'Privi@123',
        emailAuthKey: first.key,
        type: 'register',
        language: 'en',
      })
      expect(lapsed.json().returnCode).toBe(603)
      expect((await post(test, '/api/resendEmail', { memberId, language: 'en', type: 'registration' })).json().success).toBe(true)
      const second = await latestLink(test, payload.emailAddress)
      await get(test, '/api/emailVerification', { emailAuthKey: second.key, lang: 'en', type: 'verifyUser' })
      const set = await post(test, '/api/setupPassword', {
        password: 'Privi@123',
        emailAuthKey: second.key,
        type: 'register',
        language: 'en',
      })
      expect(set.json().success).toBe(true)
      expect((await login(payload.mobilePhone, 'Privi@123')).json().success).toBe(true)
    })

    it('answers 623 for an invalid code and for one already used', async () => {
      const invalid = await post(test, '/api/registerPMember', pMemberRegistration('NOSUCHCODE'))
      expect(invalid.json()).toMatchObject({ success: false, returnCode: 623, msg: 'The referral code is invalid' })
      const code = uniqueReferralCode()
      await newReferral(test, code)
      const payload = pMemberRegistration(code)
      const { memberId } = (await post(test, '/api/registerPMember', payload)).json().data
      await post(test, '/api/otpVerify', {
        token: await latestCode(test, payload.mobilePhone),
        memberId,
        language: 'en',
        type: 'register',
      })
      const used = await post(test, '/api/registerPMember', pMemberRegistration(code))
      expect(used.json()).toMatchObject({ success: false, returnCode: 623 })
      expect((await get(test, '/api/getPMemberReferralCodeItemByCode', { referralCode: code })).json().returnCode).toBe(623)
    })

    it('uses a referral code up only when a registration verifies its phone', async () => {
      const code = uniqueReferralCode()
      await newReferral(test, code)
      const unverified = pMemberRegistration(code)
      const first = (await post(test, '/api/registerPMember', unverified)).json().data.memberId
      const [held] = await test.database.db.select().from(referralCodes).where(eq(referralCodes.code, code))
      expect(held!.usedAt).toBeNull()
      expect((await get(test, '/api/getPMemberReferralCodeItemByCode', { referralCode: code })).json().success).toBe(true)

      const verified = pMemberRegistration(code)
      const second = (await post(test, '/api/registerPMember', verified)).json().data.memberId
      const otp = (memberId: string, phone: string) =>
        latestCode(test, phone).then((token) =>
          post(test, '/api/otpVerify', { token, memberId, language: 'en', type: 'register' }),
        )
      expect((await otp(second, verified.mobilePhone)).json().success).toBe(true)
      const [used] = await test.database.db.select().from(referralCodes).where(eq(referralCodes.code, code))
      expect(used).toMatchObject({ usedByMemberId: second })
      expect((await otp(first, unverified.mobilePhone)).json()).toMatchObject({ success: false, returnCode: 623 })
    })

    it('checks the typed address when the referral has no estate', async () => {
      const code = uniqueReferralCode()
      await newReferral(test, code)
      const response = await post(test, '/api/registerPMember', pMemberRegistration(code, { sinoEstate: null, district: null }))
      expect(response.statusCode).toBe(400)
      expect(
        response
          .json()
          .data.errors.map((e: { code: string }) => e.code)
          .sort(),
      ).toEqual(['address.address-buidling-required', 'address.address-district-required'])
    })

    it('asks referral checks from a client address for a proof of effort after 30 unknown codes in an hour, even a good code; good codes count nothing', async () => {
      const address = uniqueAddress()
      for (let i = 0; i < 40; i++) {
        const code = uniqueReferralCode()
        await newReferral(test, code)
        expect((await get(test, '/api/getPMemberReferralCodeItemByCode', { referralCode: code }, address)).json().success).toBe(
          true,
        )
      }
      const code = uniqueReferralCode()
      await newReferral(test, code)
      for (let i = 0; i < 15; i++) {
        expect(
          (await get(test, '/api/getPMemberReferralCodeItemByCode', { referralCode: `NOSUCH${i}` }, address)).json().returnCode,
        ).toBe(623)
      }
      for (let i = 0; i < 15; i++) {
        expect((await post(test, '/api/registerPMember', pMemberRegistration(`NOSUCHP${i}`), address)).json().returnCode).toBe(
          623,
        )
      }
      const asked = await get(test, '/api/getPMemberReferralCodeItemByCode', { referralCode: code }, address)
      expect(asked.statusCode).toBe(428)
      expect((await post(test, '/api/registerPMember', pMemberRegistration(code), address)).statusCode).toBe(428)
      test.clock.advance(60 * 60_000)
      expect((await get(test, '/api/getPMemberReferralCodeItemByCode', { referralCode: code }, address)).json().success).toBe(
        true,
      )
    })

    it('makes an ordinary registration with a valid referral privilege, and refuses a bad one with 623', async () => {
      const bad = await post(test, '/api/register', registration({ referralCode: 'NOSUCHCODE' }))
      expect(bad.json()).toMatchObject({ success: false, returnCode: 623 })
      const code = uniqueReferralCode()
      await newReferral(test, code)
      const { memberId } = (await post(test, '/api/register', registration({ referralCode: code }))).json().data
      const [row] = await test.database.db.select().from(members).where(eq(members.id, memberId))
      expect(row!.tier).toBe('privilege')
    })
  })
})

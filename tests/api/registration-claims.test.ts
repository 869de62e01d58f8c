import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unfinishedRegistrationHours } from '#contract/verification'
import { members, referralCodes, uploadedFiles } from '#server/db/schema.ts'
import { databasesFor, startTestApp, uniquePhone, type TestApp } from './support/test-app.ts'
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
  uniqueEmail,
  uniqueReferralCode,
} from './support/registration.ts'

/**
 * A phone or an e-mail address belongs to a registration only once it is proven: someone who
 * types another person's number or address neither blocks nor destroys that person's sign-up,
 * and what nobody finishes lapses through the job queue.
 */
describe.each(databasesFor('postgres'))('claims of unfinished registrations on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const register = async (overrides: Record<string, unknown> = {}) => {
    const payload = registration(overrides)
    const answer = await post(test, '/api/register', payload)
    expect(answer.json()).toMatchObject({ success: true })
    return { payload, memberId: answer.json().data.memberId as string }
  }
  const verifyPhone = (memberId: string, token: string) =>
    post(test, '/api/otpVerify', { token, memberId, language: 'en', type: 'register' })
  const openLink = (key: string) =>
    get(test, '/api/emailVerification', { emailAuthKey: key, lang: 'en', type: 'verifyUserAccount' })
  const login = (phone: string) =>
    post(test, '/api/login', { countryCode: 1, phoneNumber: phone, password: strongPassword }, '10.9.1.1')
  const exists = async (memberId: string) =>
    (await test.database.db.select({ id: members.id }).from(members).where(eq(members.id, memberId))).length === 1

  it('lets the owner of an address register while someone else’s registration only claims it', async () => {
    const ownersEmail = uniqueEmail()
    // The squatter gives the owner's address with their own phone, and proves the phone.
    const squatter = await register({ emailAddress: ownersEmail })
    expect((await verifyPhone(squatter.memberId, await latestCode(test, squatter.payload.mobilePhone))).json().success).toBe(true)
    const squattersLink = await latestLink(test, ownersEmail)

    expect((await get(test, '/api/checkAccountExisting', { emailAddress: ownersEmail })).json().data).toEqual({
      memberExisting: false,
    })
    test.clock.advance(60_000)
    const owner = await register({ emailAddress: ownersEmail.toUpperCase() })
    expect((await verifyPhone(owner.memberId, await latestCode(test, owner.payload.mobilePhone))).json().success).toBe(true)
    const [stored] = await test.database.db
      .select({ emailAddress: members.emailAddress })
      .from(members)
      .where(eq(members.id, owner.memberId))
    const ownersLink = await latestLink(test, stored?.emailAddress ?? '')
    expect((await openLink(ownersLink.key)).json()).toMatchObject({ success: true, data: { page: 'registration' } })
    expect((await login(owner.payload.mobilePhone)).json()).toMatchObject({ success: true, data: { id: owner.memberId } })

    // The address is held now: the squatter's link cannot take it, and no one else may register it.
    expect((await openLink(squattersLink.key)).json()).toMatchObject({
      success: false,
      msg: 'This e-mail address has already been registered',
    })
    expect((await post(test, '/api/register', registration({ emailAddress: ownersEmail }))).json().data.errors).toEqual([
      expect.objectContaining({ field: 'emailAddress', code: 'registerError.email-unique' }),
    ])
  })

  it('keeps a sign-up whose phone or address someone else registers meanwhile, and drops theirs once it is proven', async () => {
    const first = await register()
    const firstCode = await latestCode(test, first.payload.mobilePhone)
    const samePhone = await register({ mobilePhone: first.payload.mobilePhone })
    const sameEmail = await register({ emailAddress: first.payload.emailAddress })
    expect(await exists(first.memberId)).toBe(true)

    expect((await verifyPhone(first.memberId, firstCode)).json()).toMatchObject({ success: true, returnCode: 200 })
    // Its phone is proven: the other registration of that phone can never finish.
    expect(await exists(samePhone.memberId)).toBe(false)
    expect(await exists(sameEmail.memberId)).toBe(true)
    expect((await openLink((await latestLink(test, first.payload.emailAddress)).key)).json().success).toBe(true)
    // So is its address: the other registration of that address, its phone unproven, goes too.
    expect(await exists(sameEmail.memberId)).toBe(false)
    expect((await login(first.payload.mobilePhone)).json()).toMatchObject({ success: true, data: { id: first.memberId } })
  })

  it('answers the phone as taken to a second registration that proves it after the first', async () => {
    const phone = uniquePhone()
    const first = await register({ mobilePhone: phone })
    const firstCode = await latestCode(test, phone)
    test.clock.advance(61_000)
    const second = await register({ mobilePhone: phone })
    const secondCode = await latestCode(test, phone)
    expect(secondCode).not.toBe(firstCode)
    // Both codes went to the same phone: its owner proves it with one of them, and the other lapses with its record.
    expect((await verifyPhone(second.memberId, secondCode)).json().success).toBe(true)
    expect((await verifyPhone(first.memberId, firstCode)).json()).toMatchObject({ success: false, returnCode: 603 })
    expect(await exists(first.memberId)).toBe(false)
  })

  it('deletes registrations not finished in time, gives back their referral codes and frees their uploads', async () => {
    const referral = uniqueReferralCode()
    await newReferral(test, referral)
    const upload = await test.app.inject({
      method: 'POST',
      url: '/api/uploadImage',
      ...multipart(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1000, 0x20)]), 'deed.pdf', 'application/pdf'),
    })
    const documentId: string = upload.json().data.id
    const referred = pMemberRegistration(referral, { addressDocumentId: [documentId] })
    const lapsing = (await post(test, '/api/registerPMember', referred)).json().data.memberId as string
    expect((await verifyPhone(lapsing, await latestCode(test, referred.mobilePhone))).json().success).toBe(true)
    const [used] = await test.database.db.select().from(referralCodes).where(eq(referralCodes.code, referral))
    expect(used?.usedByMemberId).toBe(lapsing)

    test.clock.advance((unfinishedRegistrationHours - 1) * 3_600_000)
    const younger = await register()
    const finished = await register()
    await verifyPhone(finished.memberId, await latestCode(test, finished.payload.mobilePhone))
    await openLink((await latestLink(test, finished.payload.emailAddress)).key)

    test.clock.advance(2 * 3_600_000)
    await test.app.ctx.jobs.runDue()
    expect(await exists(lapsing)).toBe(false)
    expect(await exists(younger.memberId)).toBe(true)
    expect(await exists(finished.memberId)).toBe(true)
    const [givenBack] = await test.database.db.select().from(referralCodes).where(eq(referralCodes.code, referral))
    expect(givenBack).toMatchObject({ usedAt: null, usedByMemberId: null })
    const files = await test.database.db
      .select()
      .from(uploadedFiles)
      .where(inArray(uploadedFiles.id, [documentId]))
    expect(files.every((file) => file.ownerMemberId === null)).toBe(true)

    // The phone and the address are free again, and the referral code works for a new registration.
    const again = await post(test, '/api/registerPMember', pMemberRegistration(referral, { mobilePhone: referred.mobilePhone }))
    expect(again.json()).toMatchObject({ success: true })
  })
})

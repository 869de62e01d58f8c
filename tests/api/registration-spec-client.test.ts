import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberAddresses, members, upgradeForms } from '#server/db/schema.ts'
import { databasesFor, startTestApp, type TestApp } from './support/test-app.ts'
import { newReferral, pMemberRegistration, post, registration, uniqueReferralCode } from './support/registration.ts'

/** Payloads as a client written from the club's specification sends them, not as this portal's forms do. */
describe.each(databasesFor('pglite'))('registration by a client written from the specification, on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const formsOf = (memberId: string) => test.database.db.select().from(upgradeForms).where(eq(upgradeForms.memberId, memberId))

  it("takes propertyOwnership 'membership' as no property role: an Ordinary registration, no document, no upgrade form", async () => {
    const answer = (await post(test, '/api/register', registration({ propertyOwnership: 'membership' }))).json()
    expect(answer).toMatchObject({ success: true })
    const [member] = await test.database.db.select().from(members).where(eq(members.id, answer.data.memberId))
    expect(member!.tier).toBe('ordinary')
    expect(await formsOf(answer.data.memberId)).toEqual([])
  })

  it('takes null for the documents and for the optional free-text address fields', async () => {
    const payload = registration({
      addressDocumentId: null,
      otherEstate: null,
      otherDistrict: null,
      otherArea: null,
      otherCountry: null,
      block: null,
    })
    const answer = (await post(test, '/api/register', payload)).json()
    expect(answer).toMatchObject({ success: true })
    const [address] = await test.database.db
      .select()
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, answer.data.memberId))
    // An empty free text is stored as no value, whichever way it came.
    expect(address).toMatchObject({ otherEstate: null, block: null, unit: 'A' })
  })

  it('takes the phone number with spaces around it, as typed', async () => {
    const payload = registration()
    const answer = (await post(test, '/api/register', { ...payload, mobilePhone: ` ${payload.mobilePhone} ` })).json()
    expect(answer).toMatchObject({ success: true })
    const [member] = await test.database.db.select().from(members).where(eq(members.id, answer.data.memberId))
    expect(member!.mobilePhone).toBe(payload.mobilePhone)
  })

  it('still refuses what is really invalid: an unknown property role, a document list of the wrong kind', async () => {
    const role = await post(test, '/api/register', registration({ propertyOwnership: 'Landlord' }))
    expect(role.statusCode).toBe(400)
    const documents = await post(test, '/api/register', registration({ addressDocumentId: 'abc' }))
    expect(documents.statusCode).toBe(400)
  })

  it('registers a p-member from the payload the specification shows: no isLiveInSinoProperties, no documents', async () => {
    const code = uniqueReferralCode()
    await newReferral(test, code, { estate: 1 })
    const { isLiveInSinoProperties: _lives, addressDocumentId: _documents, ...payload } = pMemberRegistration(code)
    const answer = (await post(test, '/api/registerPMember', payload)).json()
    expect(answer).toMatchObject({ success: true })
    const [member] = await test.database.db.select().from(members).where(eq(members.id, answer.data.memberId))
    expect(member!.isLiveInSinoProperties).toBe(true)
  })
})

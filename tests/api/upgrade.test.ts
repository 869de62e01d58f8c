import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members, upgradeForms } from '#server/db/schema.ts'
import { decideUpgrade } from '#server/modules/review/decisions.ts'
import { getAs, loggedIn, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { databasesFor, fieldCodes, startTestApp, type TestApp } from './support/test-app.ts'

const hour = 3_600_000

describe.each(databasesFor('pglite'))('upgrade to Privilege (%s)', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  it('takes an owner with proof as pending, and shows it on the profile and the newest form', async () => {
    const { token } = await loggedIn(test)
    const documentId = await uploadDocument(test, token)
    const created = (
      await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ addressDocumentId: [documentId] }))
    ).json()
    expect(created).toMatchObject({ success: true, data: { status: 'pending' } })
    const profile = (await getAs(test, token, '/api/getProfile')).json().data
    expect(profile.upgradeForms.map((form: { status: string }) => form.status)).toEqual(['pending'])
    const form = (await getAs(test, token, '/api/getUpgradeForm')).json().data
    expect(form).toMatchObject({
      id: created.data.id,
      status: 'pending',
      isOwner: true,
      sinoEstate: 1,
      unit: 'A',
      addressDocumentId: [documentId],
      documentsComplete: true,
      reason: null,
    })
  })

  it('answers null when the member never applied', async () => {
    const { token } = await loggedIn(test)
    expect((await getAs(test, token, '/api/getUpgradeForm')).json()).toMatchObject({ success: true, data: null })
  })

  it('refuses several property roles, no role, and staff without company or number, by field', async () => {
    const { token } = await loggedIn(test)
    const both = await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ isTenant: true }))
    expect(both.statusCode).toBe(400)
    expect(fieldCodes(both.json())).toMatchObject({ isOwner: 'membership.membership-type-exclusive' })
    const none = await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ isOwner: false }))
    expect(fieldCodes(none.json())).toMatchObject({ isOwner: 'membership.membership-type-required' })
    const staff = await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ isOwner: false, isStaff: true }))
    expect(fieldCodes(staff.json())).toEqual({
      sinoStaffCompanyId: 'membership.staff-company-required',
      sinoStaffNumber: 'membership.staff-number-required',
    })
    const noEstate = await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ sinoEstate: null }))
    expect(fieldCodes(noEstate.json())).toMatchObject({ sinoEstate: 'address.address-buidling-required' })
    const tooMany = await postAs(
      test,
      token,
      '/api/createUpgradeForm',
      upgradePayload({ addressDocumentId: Array.from({ length: 4 }, () => crypto.randomUUID()) }),
    )
    expect(fieldCodes(tooMany.json())).toMatchObject({ addressDocumentId: 'Register.uploadMaxLength' })
  })

  it("refuses another member's document and a Word file", async () => {
    const other = await loggedIn(test)
    const theirs = await uploadDocument(test, other.token)
    const { token } = await loggedIn(test)
    const answer = await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ addressDocumentId: [theirs] }))
    expect(fieldCodes(answer.json())).toEqual({ addressDocumentId: 'membership.document-invalid' })
    const word = await uploadDocument(test, token, 'doc')
    const wordAnswer = await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ addressDocumentId: [word] }))
    expect(fieldCodes(wordAnswer.json())).toEqual({ addressDocumentId: 'membership.document-invalid' })
  })

  it('staff with company, number and card is pending; without the card it waits for it', async () => {
    const { token } = await loggedIn(test)
    const staff = upgradePayload({ isOwner: false, isStaff: true, sinoStaffCompanyId: 2, sinoStaffNumber: ' E1234 ' })
    const waiting = (await postAs(test, token, '/api/createUpgradeForm', staff)).json()
    expect(waiting.data.status).toBe('applied')
    const card = await uploadDocument(test, token, 'jpeg')
    const attached = (
      await postAs(test, token, '/api/updateUpgradeFormForDoccment', { addressDocumentId: [], sinoStaffDocumentId: [card] })
    ).json()
    expect(attached).toMatchObject({ success: true, data: { id: waiting.data.id, status: 'pending' } })
    const form = (await getAs(test, token, '/api/getUpgradeForm')).json().data
    expect(form).toMatchObject({ isStaff: true, sinoStaffNumber: 'E1234', sinoStaffCompanyId: 2, sinoStaffDocumentId: [card] })
  })

  it("takes the club's published payload: sinoEstateId and districtId, with no isLiveInSinoProperties", async () => {
    const published = (overrides: Record<string, unknown>) => {
      const { isLiveInSinoProperties: _live, sinoEstate, nonSinoEstate: _other, district, ...rest } = upgradePayload(overrides)
      return { ...rest, sinoEstateId: sinoEstate, districtId: district, ...overrides }
    }
    const group = await loggedIn(test)
    const groupDocument = await uploadDocument(test, group.token)
    const inGroup = await postAs(test, group.token, '/api/createUpgradeForm', published({ addressDocumentId: [groupDocument] }))
    expect(inGroup.json()).toMatchObject({ success: true, data: { status: 'pending' } })
    expect((await getAs(test, group.token, '/api/getUpgradeForm')).json().data).toMatchObject({
      isLiveInSinoProperties: true,
      sinoEstate: 1,
      nonSinoEstate: null,
      district: 16,
    })

    const elsewhere = await loggedIn(test)
    const otherDocument = await uploadDocument(test, elsewhere.token)
    const outside = await postAs(
      test,
      elsewhere.token,
      '/api/createUpgradeForm',
      published({ sinoEstate: null, sinoEstateId: null, otherEstate: 'Harbour View', addressDocumentId: [otherDocument] }),
    )
    expect(outside.json()).toMatchObject({ success: true, data: { status: 'pending' } })
    expect((await getAs(test, elsewhere.token, '/api/getUpgradeForm')).json().data).toMatchObject({
      isLiveInSinoProperties: false,
      sinoEstate: null,
      otherEstate: 'Harbour View',
      district: 16,
    })
  })

  it('refuses a second application while one is open, and one from a Privilege member', async () => {
    const { token } = await loggedIn(test)
    await postAs(test, token, '/api/createUpgradeForm', upgradePayload())
    const again = await postAs(test, token, '/api/createUpgradeForm', upgradePayload())
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ success: false, returnCode: 409, msg: expect.stringContaining('being processed') })
    const privilege = await loggedIn(test, 'privilege')
    const refused = await postAs(test, privilege.token, '/api/createUpgradeForm', upgradePayload())
    expect(refused.json()).toMatchObject({ success: false, returnCode: 403, msg: 'You are already a Privilege member.' })
  })

  it('answers a replay with the same Idempotency-Key once, without a second form', async () => {
    const { member, token } = await loggedIn(test)
    const key = { 'idempotency-key': crypto.randomUUID() }
    const first = (await postAs(test, token, '/api/createUpgradeForm', upgradePayload(), key)).json()
    const replay = (await postAs(test, token, '/api/createUpgradeForm', upgradePayload(), key)).json()
    expect(replay).toEqual(first)
    const forms = await test.database.db.select().from(upgradeForms).where(eq(upgradeForms.memberId, member.id))
    expect(forms).toHaveLength(1)
  })

  it('takes documents sent one by one: the first completes the application, the next still joins it', async () => {
    const { token } = await loggedIn(test)
    const created = (await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ addressDocumentId: [] }))).json()
    expect(created.data.status).toBe('applied')
    const first = await uploadDocument(test, token)
    const second = await uploadDocument(test, token, 'jpeg')
    for (const documentId of [first, second, second]) {
      const answer = await postAs(test, token, '/api/updateUpgradeFormForDocument', { addressDocumentId: [documentId] })
      expect(answer.json()).toMatchObject({ success: true, data: { id: created.data.id, status: 'pending' } })
    }
    const form = (await getAs(test, token, '/api/getUpgradeForm')).json().data
    expect(form.addressDocumentId.toSorted()).toEqual([first, second].toSorted())
  })

  it('attaching documents needs an application waiting for them (612)', async () => {
    const { token } = await loggedIn(test)
    const documentId = await uploadDocument(test, token)
    const answer = await postAs(test, token, '/api/updateUpgradeFormForDocument', {
      addressDocumentId: [documentId],
      sinoStaffDocumentId: [],
    })
    expect(answer.json()).toMatchObject({ success: false, returnCode: 612 })
  })

  it('rejects an application without documents after 48 hours, in the member language, and lets them apply again', async () => {
    const { member, token } = await loggedIn(test)
    await postAs(test, token, '/api/createUpgradeForm', upgradePayload())
    const complete = await loggedIn(test)
    const proof = await uploadDocument(test, complete.token)
    await postAs(test, complete.token, '/api/createUpgradeForm', upgradePayload({ addressDocumentId: [proof] }))

    // The rule is a recurring job of the portal: it runs when due, whichever node takes it.
    test.clock.advance(47 * hour)
    expect(await test.app.ctx.jobs.runDue()).toBeGreaterThan(0)
    expect((await getAs(test, token, '/api/getUpgradeForm')).json().data.status).toBe('applied')
    test.clock.advance(2 * hour)
    await test.app.ctx.jobs.runDue()
    const form = (
      await test.app.inject({
        method: 'GET',
        url: '/api/getUpgradeForm',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-HK' },
      })
    ).json().data
    expect(form).toMatchObject({
      status: 'rejected',
      reason: { text: { en: 'No documents were received within 48 hours', tc: '48小時內未收到證明文件' }, note: null },
      isOwner: true,
      unit: 'A',
    })
    expect((await getAs(test, complete.token, '/api/getUpgradeForm')).json().data.status).toBe('pending')
    const [row] = await test.database.db.select({ tier: members.tier }).from(members).where(eq(members.id, member.id))
    expect(row!.tier).toBe('ordinary')

    test.clock.advance(50 * hour)
    const again = (await postAs(test, token, '/api/createUpgradeForm', upgradePayload())).json()
    expect(again).toMatchObject({ success: true, data: { status: 'applied' } })
  })

  it('an approval makes the member Privilege for the form address; a rejection tells the reason', async () => {
    const approved = await loggedIn(test)
    await postAs(
      test,
      approved.token,
      '/api/createUpgradeForm',
      upgradePayload({ addressDocumentId: [await uploadDocument(test, approved.token)] }),
    )
    await decideUpgrade(test.app.ctx, { clubMemberId: approved.member.clubMemberId, decision: 'approve' })
    const profile = (await getAs(test, approved.token, '/api/getProfile')).json().data
    expect(profile).toMatchObject({ tier: 'privilege', privilegeAddress: { sinoEstate: 1, unit: 'A', floor: '12' } })

    const rejected = await loggedIn(test)
    await postAs(
      test,
      rejected.token,
      '/api/createUpgradeForm',
      upgradePayload({ addressDocumentId: [await uploadDocument(test, rejected.token)] }),
    )
    await decideUpgrade(test.app.ctx, {
      clubMemberId: rejected.member.clubMemberId,
      decision: 'reject',
      reason: 'no-address',
    })
    expect((await getAs(test, rejected.token, '/api/getUpgradeForm')).json().data).toMatchObject({
      status: 'rejected',
      reason: {
        text: { en: 'The document does not show the address', tc: '文件未有顯示地址', sc: '文件未有显示地址' },
        note: null,
      },
    })
  })

  it('a decision made before reasons were picked still shows its reviewer’s words, as the note', async () => {
    const { member, token } = await loggedIn(test)
    await postAs(
      test,
      token,
      '/api/createUpgradeForm',
      upgradePayload({ addressDocumentId: [await uploadDocument(test, token)] }),
    )
    // What a rejection of the earlier version left: the reviewer's free text, no reason picked.
    await test.database.db
      .update(upgradeForms)
      .set({ status: 'rejected', reason: 'The bill is older than three months', decidedAt: new Date() })
      .where(eq(upgradeForms.memberId, member.id))
    test.app.ctx.keptReads?.evictMember(member.id)
    expect((await getAs(test, token, '/api/getUpgradeForm')).json().data).toMatchObject({
      status: 'rejected',
      reason: { text: null, note: 'The bill is older than three months' },
    })
  })
})

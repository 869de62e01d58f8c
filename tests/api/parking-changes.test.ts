import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { applicationDecide } from '#server/cli/commands/application-decide.ts'
import { decideParking } from '#server/modules/review/decisions.ts'
import { getAs, parkingPayload, postAs, uploadDocument } from './support/applications.ts'
import { outbox } from './support/registration.ts'
import { commandsReach, runCommandHere } from './support/run-command.ts'
import { addStaff, asStaff, seededReason, staffCookie } from './support/staff.ts'
import { addMember, bearer, databasesFor, fieldCodes, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

const hour = 3_600_000

describe.each(databasesFor('postgres'))('changes to an approved parking privilege (%s)', (kind) => {
  let test: TestApp
  let reviewer: string
  let admin: string
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  // Some tests move the clock by days: each signs in afresh.
  beforeEach(async () => {
    reviewer = await staffCookie(test, await addStaff(test, 'reviewer'))
    admin = await staffCookie(test, await addStaff(test, 'admin'))
  })
  afterAll(() => test.close())

  let mailCounter = 0
  /** A Privilege member with an e-mail address, logged in. */
  const driver = async (language: 'en' | 'tc' | 'sc' = 'en') => {
    mailCounter += 1
    const email = `driver${mailCounter}.${process.pid}.${kind}@mail.example`
    const member = await addMember(test, { tier: 'privilege', language, email })
    return { member, email, token: await loginAs(test, member) }
  }

  /** A member whose parking application (a Toyota Alphard, one document) is approved. */
  const approvedParking = async (language: 'en' | 'tc' | 'sc' = 'en') => {
    const who = await driver(language)
    const documentId = await uploadDocument(test, who.token)
    const payload = parkingPayload([documentId])
    const created = (await postAs(test, who.token, '/api/createParkingForm', payload)).json()
    await decideParking(test.app.ctx, { clubMemberId: who.member.clubMemberId, decision: 'approve' })
    return { ...who, payload, documentId, applicationId: created.data.id as string }
  }

  const parkingOf = async (token: string) => (await getAs(test, token, '/api/getParkingForm')).json().data
  const edit = async (token: string, payload: object) => (await postAs(test, token, '/api/updateParkingForm', payload)).json()

  it('an edit of an approved application waits beside it as a change, and the approved one stays in force', async () => {
    const { token, payload, applicationId, documentId } = await approvedParking()
    const before = await parkingOf(token)
    const edited = await edit(token, { ...payload, vehicleModel: 'Honda Jazz', vehicleTypeId: 2 })
    expect(edited).toMatchObject({ success: true, data: { id: applicationId, status: 'approved', changeId: expect.any(String) } })
    expect(await parkingOf(token)).toMatchObject({
      id: applicationId,
      status: 'approved',
      createdAt: before.createdAt,
      vehicleModel: 'Toyota Alphard',
      vehicleType: { nameEn: 'Private Car' },
      documentId: [documentId],
      change: {
        id: edited.data.changeId,
        status: 'pending',
        reason: null,
        vehicleNumber: payload.vehicleNumber,
        vehicleModel: 'Honda Jazz',
        vehicleType: { nameEn: 'Light Goods Vehicle' },
        documentId: [documentId],
        documentsToFollow: 0,
      },
    })

    // A second edit replaces the change still waiting; one back to what is approved withdraws it.
    test.clock.advance(60_000)
    const again = await edit(token, { ...payload, vehicleModel: 'Honda Fit' })
    expect(again.data.changeId).not.toBe(edited.data.changeId)
    expect((await parkingOf(token)).change).toMatchObject({ id: again.data.changeId, vehicleModel: 'Honda Fit' })
    const withdrawnBefore = await asStaff(test, reviewer, 'POST', `/api/staff/parkingChanges/${edited.data.changeId}/approve`)
    expect(withdrawnBefore.statusCode).toBe(409)
    expect(withdrawnBefore.json().msg).toBe('The member has withdrawn it.')

    expect(await edit(token, payload)).toMatchObject({ success: true, data: { status: 'approved', changeId: null } })
    expect(await parkingOf(token)).toMatchObject({ status: 'approved', vehicleModel: 'Toyota Alphard', change: null })
  })

  it('refuses a bad edit with the parking field messages', async () => {
    const { token, payload } = await approvedParking()
    const answer = await postAs(test, token, '/api/updateParkingForm', {
      ...payload,
      vehicleNumber: 'AB 12-34',
      vehicleModel: ' ',
      termsAccepted: false,
    })
    expect(answer.statusCode).toBe(400)
    expect(fieldCodes(answer.json())).toEqual({
      vehicleNumber: 'parking.vehicle-number-invalid',
      vehicleModel: 'parking.vehicle-model-required',
      termsAccepted: 'parking.sino-parking-confirm-required',
    })
    expect((await parkingOf(token)).change).toBeNull()
  })

  it("a reviewer sees the change beside what is approved; approving it replaces the approved values, which keep their approval; the member's e-mail is in their language", async () => {
    const { member, email, token, payload, applicationId, documentId } = await approvedParking('tc')
    const approvedAt = (await parkingOf(token)).createdAt
    const licence = await uploadDocument(test, token, 'doc')
    const { changeId } = (await edit(token, { ...payload, vehicleModel: 'Honda Jazz', documentId: [documentId, licence] })).data

    const queue = (await asStaff(test, reviewer, 'GET', `/api/staff/parkingForms?q=${member.clubMemberId}`)).json().data.items
    expect(queue).toEqual([expect.objectContaining({ id: changeId, kind: 'change', status: 'pending' })])
    const review = (await asStaff(test, reviewer, 'GET', `/api/staff/parkingChanges/${changeId}`)).json().data
    expect(review).toMatchObject({
      id: changeId,
      applicationId,
      status: 'pending',
      member: { clubMemberId: member.clubMemberId },
      approved: { vehicleModel: 'Toyota Alphard', documentId: [documentId] },
      requested: { vehicleModel: 'Honda Jazz', documentId: [documentId, licence].sort() },
    })
    expect(review.documents.map((document: { id: string }) => document.id).sort()).toEqual([documentId, licence].sort())
    // The documents of a change are the reviewer's to open.
    expect((await asStaff(test, reviewer, 'GET', `/api/staff/documents/${licence}`)).statusCode).toBe(200)
    const application = (await asStaff(test, reviewer, 'GET', `/api/staff/parkingForms/${applicationId}`)).json().data
    expect(application).toMatchObject({ status: 'approved', form: { change: { id: changeId, status: 'pending' } } })

    const approved = await asStaff(test, reviewer, 'POST', `/api/staff/parkingChanges/${changeId}/approve`)
    expect(approved.json()).toMatchObject({ success: true, data: { status: 'approved' } })
    expect(await parkingOf(token)).toMatchObject({
      id: applicationId,
      status: 'approved',
      createdAt: approvedAt,
      vehicleModel: 'Honda Jazz',
      documentId: [documentId, licence].sort(),
      change: null,
    })
    const entry = (
      await asStaff(test, admin, 'GET', `/api/staff/auditLog?target=${changeId}&action=parking.approveChange`)
    ).json().data.entries[0]
    expect(entry).toMatchObject({
      targetKind: 'parkingChange',
      before: { status: 'pending', vehicleModel: 'Toyota Alphard', documentId: [documentId] },
      after: { status: 'approved', vehicleModel: 'Honda Jazz', documentId: [documentId, licence].sort() },
    })
    const mail = (await outbox(test)).find((message) => message.to === email)
    expect(mail?.subject).toBe('您的泊車優惠更改已獲批核')
    expect(
      (await asStaff(test, reviewer, 'POST', `/api/staff/parkingChanges/${changeId}/reject`, { reasonId: seededReason.other }))
        .statusCode,
    ).toBe(409)
  })

  it('rejecting a change keeps the approved application as it was; the member reads the reason on the page and in the e-mail', async () => {
    const { email, token, payload } = await approvedParking('sc')
    const { changeId } = (await edit(token, { ...payload, vehicleModel: 'Honda Jazz' })).data
    const rejected = await asStaff(test, reviewer, 'POST', `/api/staff/parkingChanges/${changeId}/reject`, {
      reasonId: seededReason['vehicle-mismatch'],
      note: 'The licence shows another model',
    })
    expect(rejected.json()).toMatchObject({ success: true, data: { status: 'rejected' } })
    expect(await parkingOf(token)).toMatchObject({
      status: 'approved',
      vehicleModel: 'Toyota Alphard',
      change: {
        id: changeId,
        status: 'rejected',
        reason: { text: { sc: '车牌或车辆与文件不符' }, note: 'The licence shows another model' },
        vehicleModel: 'Honda Jazz',
      },
    })
    const mail = (await outbox(test)).find((message) => message.to === email)
    expect(mail?.subject).toBe('您的停车优惠更改结果')
    expect(mail?.body).toContain('原因：车牌或车辆与文件不符\n审批人员备注：The licence shows another model')
    // A new change takes its place.
    test.clock.advance(60_000)
    const next = (await edit(token, { ...payload, vehicleModel: 'Honda Fit' })).data
    expect((await parkingOf(token)).change).toMatchObject({ id: next.changeId, status: 'pending', reason: null })
  })

  it('the member withdraws a change: the approved one stays, a decision on it answers 409, and a decided one is not withdrawn', async () => {
    const { token, payload, applicationId } = await approvedParking()
    const { changeId } = (await edit(token, { ...payload, vehicleModel: 'Honda Jazz' })).data
    const withdrawn = await postAs(test, token, '/api/withdrawParkingChange', { id: changeId })
    expect(withdrawn.json()).toMatchObject({ success: true, data: { id: applicationId, status: 'approved' } })
    expect(await parkingOf(token)).toMatchObject({ status: 'approved', vehicleModel: 'Toyota Alphard', change: null })
    // A retry after a lost answer answers the same.
    expect((await postAs(test, token, '/api/withdrawParkingChange', { id: changeId })).json()).toMatchObject({ success: true })
    expect((await asStaff(test, reviewer, 'POST', `/api/staff/parkingChanges/${changeId}/approve`)).statusCode).toBe(409)

    const decided = (await edit(token, { ...payload, vehicleModel: 'Honda Fit' })).data.changeId
    await asStaff(test, reviewer, 'POST', `/api/staff/parkingChanges/${decided}/approve`)
    const late = await postAs(test, token, '/api/withdrawParkingChange', { id: decided })
    expect(late.statusCode).toBe(409)
    expect(late.json().msg).toBe('This change has been decided already, so it can no longer be withdrawn.')

    const other = await approvedParking()
    const foreign = (await edit(other.token, { ...other.payload, vehicleModel: 'Mazda 3' })).data.changeId
    expect((await postAs(test, token, '/api/withdrawParkingChange', { id: foreign })).statusCode).toBe(404)
    expect((await parkingOf(other.token)).change).toMatchObject({ id: foreign, status: 'pending' })
    const bad = await postAs(test, token, '/api/withdrawParkingChange', { id: 'not-an-id' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().data.errors).toEqual([expect.objectContaining({ field: 'id' })])
  })

  it('the member withdraws an application still waiting, which frees its plate and card; a decided one is not withdrawn', async () => {
    const { token } = await driver()
    const payload = parkingPayload([], { documentsToFollow: 1 })
    const created = (await postAs(test, token, '/api/createParkingForm', payload)).json().data
    const withdrawn = await postAs(test, token, '/api/withdrawParkingForm', { id: created.id })
    expect(withdrawn.json()).toMatchObject({ success: true, data: { id: created.id, status: 'withdrawn' } })
    expect(await parkingOf(token)).toMatchObject({ id: created.id, status: 'withdrawn', change: null })
    expect((await postAs(test, token, '/api/withdrawParkingForm', { id: created.id })).json()).toMatchObject({ success: true })
    // Nobody reviews it any more.
    expect(
      (await asStaff(test, reviewer, 'POST', `/api/staff/parkingForms/${created.id}/reject`, { reasonId: seededReason.other }))
        .statusCode,
    ).toBe(409)

    const other = await driver()
    const taken = await postAs(test, other.token, '/api/createParkingForm', {
      ...parkingPayload([await uploadDocument(test, other.token)]),
      vehicleNumber: payload.vehicleNumber,
      octopusCardNumber: payload.octopusCardNumber,
    })
    expect(taken.json()).toMatchObject({ success: true, data: { status: 'applied' } })

    // The member applies again with another car.
    const again = await postAs(test, token, '/api/createParkingForm', parkingPayload([await uploadDocument(test, token)]))
    expect(again.json()).toMatchObject({ success: true, data: { status: 'applied' } })

    const approved = await approvedParking()
    const late = await postAs(test, approved.token, '/api/withdrawParkingForm', { id: approved.applicationId })
    expect(late.statusCode).toBe(409)
    expect((await parkingOf(approved.token)).status).toBe('approved')
    expect((await postAs(test, token, '/api/withdrawParkingForm', { id: approved.applicationId })).json()).toMatchObject({
      success: false,
      returnCode: 612,
    })
  })

  it("refuses a plate or card held by another member's change; the member's own approved ones are free to keep", async () => {
    const first = await approvedParking()
    const newPlate = parkingPayload([]).vehicleNumber
    // The member keeps their own card and takes a new plate.
    const { changeId } = (await edit(first.token, { ...first.payload, vehicleNumber: newPlate })).data
    expect(changeId).toEqual(expect.any(String))

    const second = await driver()
    const documentId = await uploadDocument(test, second.token)
    const byChange = await postAs(
      test,
      second.token,
      '/api/createParkingForm',
      parkingPayload([documentId], { vehicleNumber: newPlate }),
    )
    expect(fieldCodes(byChange.json())).toEqual({ vehicleNumber: 'parking.vehicle-number-taken' })
    const byApproved = await postAs(
      test,
      second.token,
      '/api/createParkingForm',
      parkingPayload([documentId], { vehicleNumber: first.payload.vehicleNumber }),
    )
    expect(fieldCodes(byApproved.json())).toEqual({ vehicleNumber: 'parking.vehicle-number-taken' })

    // A change of another member claiming the same card is refused too.
    const third = await approvedParking()
    const card = await edit(third.token, { ...third.payload, octopusCardNumber: first.payload.octopusCardNumber })
    expect(fieldCodes(card)).toEqual({ octopusCardNumber: 'parking.octopus-card-taken' })

    // Once the change is approved, the old plate is free.
    await asStaff(test, reviewer, 'POST', `/api/staff/parkingChanges/${changeId}/approve`)
    const freed = await postAs(
      test,
      second.token,
      '/api/createParkingForm',
      parkingPayload([documentId], { vehicleNumber: first.payload.vehicleNumber }),
    )
    expect(freed.json()).toMatchObject({ success: true, data: { status: 'applied' } })
  })

  it('a change and an application claiming the same plate at once: one of them gets it', async () => {
    const first = await approvedParking()
    const second = await driver()
    const documentId = await uploadDocument(test, second.token)
    const plate = parkingPayload([]).vehicleNumber
    const answers = await Promise.all([
      postAs(test, first.token, '/api/updateParkingForm', { ...first.payload, vehicleNumber: plate }),
      postAs(test, second.token, '/api/createParkingForm', parkingPayload([documentId], { vehicleNumber: plate })),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])
    const refused = answers.find((answer) => answer.statusCode === 400)!
    expect(fieldCodes(refused.json())).toEqual({ vehicleNumber: 'parking.vehicle-number-taken' })
  })

  it('staff calls on changes need a staff session', async () => {
    const { token, payload } = await approvedParking()
    const { changeId } = (await edit(token, { ...payload, vehicleModel: 'Honda Jazz' })).data
    for (const [method, url] of [
      ['GET', `/api/staff/parkingChanges/${changeId}`],
      ['POST', `/api/staff/parkingChanges/${changeId}/approve`],
      ['POST', `/api/staff/parkingChanges/${changeId}/reject`],
    ] as const) {
      const payload = url.endsWith('/reject') ? { reasonId: seededReason.other } : undefined
      expect((await test.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401)
      expect((await test.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })).statusCode).toBe(
        401,
      )
    }
    expect((await parkingOf(token)).change).toMatchObject({ id: changeId, status: 'pending' })
    expect((await asStaff(test, reviewer, 'GET', `/api/staff/parkingChanges/${crypto.randomUUID()}`)).statusCode).toBe(404)
  })

  it('documents that follow a change are attached to it; a change whose documents never came is rejected after 48 hours and the approved one stays', async () => {
    const { token, payload, documentId } = await approvedParking()
    const { changeId } = (await edit(token, { ...payload, vehicleModel: 'Honda Jazz', documentsToFollow: 1 })).data
    expect((await parkingOf(token)).change).toMatchObject({ id: changeId, documentsToFollow: 1 })
    const waiting = await asStaff(test, reviewer, 'POST', `/api/staff/parkingChanges/${changeId}/approve`)
    expect(waiting.statusCode).toBe(409)
    const licence = await uploadDocument(test, token)
    expect((await postAs(test, token, '/api/attachParkingDocuments', { documentId: [licence] })).json()).toMatchObject({
      success: true,
    })
    expect((await parkingOf(token)).change).toMatchObject({ documentsToFollow: 0, documentId: [documentId, licence].sort() })

    const late = await approvedParking()
    await edit(late.token, { ...late.payload, vehicleModel: 'Honda Jazz', documentsToFollow: 1 })
    test.clock.advance(49 * hour)
    await test.app.ctx.jobs.runDue()
    expect(await parkingOf(late.token)).toMatchObject({
      status: 'approved',
      vehicleModel: 'Toyota Alphard',
      change: { status: 'rejected', reason: { text: { en: 'No documents were received within 48 hours' }, note: null } },
    })
    // The hourly clean-up keeps the documents a change holds.
    expect((await parkingOf(token)).change).toMatchObject({
      id: changeId,
      status: 'pending',
      documentId: [documentId, licence].sort(),
    })
  })

  it('application:decide decides the change waiting beside an approved application', async () => {
    const back = await commandsReach(test)
    try {
      const { member, token, payload } = await approvedParking()
      await edit(token, { ...payload, vehicleModel: 'Honda Jazz' })
      const decide = (...decision: string[]) =>
        runCommandHere(applicationDecide, ['--member', member.clubMemberId, '--kind', 'parking', ...decision])
      expect(await decide('--approve')).toMatchObject({ code: 0, stdout: 'The parking change is approved' })
      expect(await parkingOf(token)).toMatchObject({ status: 'approved', vehicleModel: 'Honda Jazz', change: null })
      expect(await decide('--approve')).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('The application is approved already'),
      })
    } finally {
      await back()
    }
  })
})

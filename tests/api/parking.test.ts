import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decideParking } from '#server/modules/review/decisions.ts'
import { getAs, loggedIn, parkingPayload, postAs, uniqueVehicle, uploadDocument } from './support/applications.ts'
import { databasesFor, fieldCodes, startTestApp, type TestApp } from './support/test-app.ts'

const hour = 3_600_000

describe.each(databasesFor('pglite'))('parking privilege (%s)', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const privilegeMember = async () => {
    const member = await loggedIn(test, 'privilege')
    return { ...member, documentId: await uploadDocument(test, member.token) }
  }

  it('answers 612 with HTTP 200 when the member has no application', async () => {
    const { token } = await loggedIn(test, 'privilege')
    const answer = await getAs(test, token, '/api/getParkingForm')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ success: false, returnCode: 612, msg: 'You have no parking application.' })
  })

  it('takes an application, normalising the plate, and answers it with the vehicle type names', async () => {
    const { token, documentId } = await privilegeMember()
    const word = await uploadDocument(test, token, 'doc')
    const vehicle = uniqueVehicle()
    const plate = `${vehicle.vehicleNumber.slice(0, 2).toLowerCase()} ${vehicle.vehicleNumber.slice(2)}`
    const created = (
      await postAs(
        test,
        token,
        '/api/createParkingForm',
        parkingPayload([documentId, word], { ...vehicle, vehicleNumber: plate }),
      )
    ).json()
    expect(created).toMatchObject({ success: true, data: { status: 'applied' } })
    const form = (await getAs(test, token, '/api/getParkingForm')).json().data
    expect(form).toMatchObject({
      id: created.data.id,
      status: 'applied',
      vehicleNumber: vehicle.vehicleNumber,
      octopusCardNumber: vehicle.octopusCardNumber,
      octopusCardLastNumber: '8',
      vehicleTypeId: 1,
      vehicleType: { nameEn: 'Private Car', nameTc: '私家車', nameSc: '私家车' },
      vehicleModel: 'Toyota Alphard',
      reason: null,
    })
    expect(form.documentId.toSorted()).toEqual([documentId, word].toSorted())
  })

  it('refuses bad fields with parking keys', async () => {
    const { token } = await loggedIn(test, 'privilege')
    const answer = await postAs(test, token, '/api/createParkingForm', {
      vehicleNumber: 'ABCDEFGHIJK',
      octopusCardNumber: '1234567',
      octopusCardLastNumber: 'x',
      vehicleTypeId: null,
      vehicleModel: ' ',
      documentId: [],
      termsAccepted: false,
    })
    expect(answer.statusCode).toBe(400)
    expect(fieldCodes(answer.json())).toEqual({
      vehicleNumber: 'parking.vehicle-number-max',
      octopusCardNumber: 'parking.octopus-card-max',
      octopusCardLastNumber: 'parking.octopusNumberInvalid',
      vehicleTypeId: 'parking.vehicle-type-required',
      vehicleModel: 'parking.vehicle-model-required',
      documentId: 'parking.pleaseDocument',
      termsAccepted: 'parking.sino-parking-confirm-required',
    })
    const letters = await postAs(
      test,
      token,
      '/api/createParkingForm',
      parkingPayload([crypto.randomUUID()], { octopusCardNumber: '1234567A' }),
    )
    expect(fieldCodes(letters.json())).toMatchObject({ octopusCardNumber: 'parking.octopusNumberInvalid' })
    const unknownType = await postAs(
      test,
      token,
      '/api/createParkingForm',
      parkingPayload([crypto.randomUUID()], { vehicleTypeId: 99 }),
    )
    expect(fieldCodes(unknownType.json())).toEqual({
      vehicleTypeId: 'common.invalid-input',
      documentId: 'parking.document-invalid',
    })
  })

  it('is for Privilege members only', async () => {
    const { token } = await loggedIn(test)
    const documentId = await uploadDocument(test, token)
    const answer = await postAs(test, token, '/api/createParkingForm', parkingPayload([documentId]))
    expect(answer.json()).toMatchObject({
      success: false,
      returnCode: 403,
      msg: 'The parking privilege is for Privilege members.',
    })
  })

  it("refuses a plate or card held by another member's open application, and a second own application", async () => {
    const first = await privilegeMember()
    const payload = parkingPayload([first.documentId])
    await postAs(test, first.token, '/api/createParkingForm', payload)
    const again = await postAs(test, first.token, '/api/createParkingForm', parkingPayload([first.documentId]))
    expect(again.json()).toMatchObject({ success: false, returnCode: 409 })

    const second = await privilegeMember()
    const taken = await postAs(test, second.token, '/api/createParkingForm', {
      ...parkingPayload([second.documentId]),
      vehicleNumber: payload.vehicleNumber,
      octopusCardNumber: payload.octopusCardNumber,
    })
    expect(fieldCodes(taken.json())).toEqual({
      vehicleNumber: 'parking.vehicle-number-taken',
      octopusCardNumber: 'parking.octopus-card-taken',
    })
  })

  it('a rejected application is edited back to review; one in review is not; an approved one stays in force', async () => {
    const { member, token, documentId } = await privilegeMember()
    const payload = parkingPayload([documentId])
    await postAs(test, token, '/api/createParkingForm', payload)
    const inReview = await postAs(test, token, '/api/updateParkingForm', payload)
    expect(inReview.json()).toMatchObject({ success: false, returnCode: 409 })

    await decideParking(test.app.ctx, {
      clubMemberId: member.clubMemberId,
      decision: 'reject',
      reason: 'unreadable',
      note: 'Plate unreadable',
    })
    expect((await getAs(test, token, '/api/getParkingForm')).json().data).toMatchObject({
      status: 'rejected',
      reason: { text: { en: 'The document cannot be read clearly' }, note: 'Plate unreadable' },
    })
    const edited = (
      await postAs(test, token, '/api/updateParkingForm', { ...payload, vehicleModel: 'Honda Jazz', vehicleTypeId: 2 })
    ).json()
    expect(edited).toMatchObject({ success: true, data: { status: 'applied', changeId: null } })
    expect((await getAs(test, token, '/api/getParkingForm')).json().data).toMatchObject({
      status: 'applied',
      reason: null,
      vehicleModel: 'Honda Jazz',
      vehicleType: { nameEn: 'Light Goods Vehicle' },
    })

    await decideParking(test.app.ctx, { clubMemberId: member.clubMemberId, decision: 'approve' })
    const changed = (await postAs(test, token, '/api/updateParkingForm', { ...payload, vehicleModel: 'Honda Fit' })).json()
    expect(changed).toMatchObject({ success: true, data: { status: 'approved' } })
    expect((await getAs(test, token, '/api/getParkingForm')).json().data).toMatchObject({
      status: 'approved',
      vehicleModel: 'Honda Jazz',
      change: { status: 'pending', vehicleModel: 'Honda Fit' },
    })
    const again = await postAs(test, token, '/api/createParkingForm', payload)
    expect(again.json()).toMatchObject({ success: false, returnCode: 409 })
  })

  it('takes an application whose documents follow, attaching each once until none is expected', async () => {
    const { token, documentId } = await privilegeMember()
    const none = await postAs(test, token, '/api/createParkingForm', parkingPayload([], { documentsToFollow: 0 }))
    expect(fieldCodes(none.json())).toEqual({ documentId: 'parking.pleaseDocument' })
    const tooMany = await postAs(test, token, '/api/createParkingForm', parkingPayload([documentId], { documentsToFollow: 3 }))
    expect(fieldCodes(tooMany.json())).toEqual({ documentId: 'Register.uploadMaxLength' })

    const created = await postAs(test, token, '/api/createParkingForm', parkingPayload([documentId], { documentsToFollow: 2 }))
    expect(created.json()).toMatchObject({ success: true, data: { status: 'applied' } })
    expect((await getAs(test, token, '/api/getParkingForm')).json().data).toMatchObject({
      documentId: [documentId],
      documentsToFollow: 2,
    })

    const second = await uploadDocument(test, token, 'doc')
    const attached = await postAs(test, token, '/api/attachParkingDocuments', { documentId: [second] })
    expect(attached.json()).toMatchObject({ success: true, data: { id: created.json().data.id, status: 'applied' } })
    // The device sends again after a lost answer: nothing changes.
    expect((await postAs(test, token, '/api/attachParkingDocuments', { documentId: [second] })).json()).toMatchObject({
      success: true,
    })
    const third = await uploadDocument(test, token)
    await postAs(test, token, '/api/attachParkingDocuments', { documentId: [third] })
    const form = (await getAs(test, token, '/api/getParkingForm')).json().data
    expect(form.documentId.toSorted()).toEqual([documentId, second, third].toSorted())
    expect(form.documentsToFollow).toBe(0)

    const extra = await postAs(test, token, '/api/attachParkingDocuments', { documentId: [await uploadDocument(test, token)] })
    expect(extra.statusCode).toBe(422)
    expect(extra.json()).toMatchObject({ success: false, msg: 'Your application is not waiting for more documents.' })
  })

  it("attaches only the member's own documents, and only to an application in review", async () => {
    const { token } = await privilegeMember()
    const noneYet = await postAs(test, token, '/api/attachParkingDocuments', { documentId: [await uploadDocument(test, token)] })
    expect(noneYet.json()).toMatchObject({ success: false, returnCode: 612 })

    const other = await privilegeMember()
    await postAs(test, token, '/api/createParkingForm', parkingPayload([], { documentsToFollow: 1 }))
    const foreign = await postAs(test, token, '/api/attachParkingDocuments', { documentId: [other.documentId] })
    expect(fieldCodes(foreign.json())).toEqual({ documentId: 'parking.document-invalid' })
    const empty = await postAs(test, token, '/api/attachParkingDocuments', { documentId: [] })
    expect(empty.statusCode).toBe(400)
  })
})

describe.each(databasesFor('pglite'))('parking applications whose documents never came (%s)', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  it('are rejected 48 hours after they were sent, which frees the plate and the card; the member reads why', async () => {
    const { token } = await loggedIn(test, 'privilege')
    const payload = parkingPayload([], { documentsToFollow: 1 })
    expect((await postAs(test, token, '/api/createParkingForm', payload)).json()).toMatchObject({ success: true })
    const complete = await loggedIn(test, 'privilege')
    await postAs(test, complete.token, '/api/createParkingForm', parkingPayload([await uploadDocument(test, complete.token)]))

    // A recurring job of the portal applies the rule, within ten minutes of its time.
    const statusAfter = async (hours: number) => {
      test.clock.advance(hours * hour)
      await test.app.ctx.jobs.runDue()
      return (await getAs(test, token, '/api/getParkingForm', { 'accept-language': 'zh-HK' })).json().data
    }
    expect(await statusAfter(47)).toMatchObject({ status: 'applied', reason: null })
    expect(await statusAfter(2)).toMatchObject({
      status: 'rejected',
      reason: { text: { tc: '48小時內未收到證明文件' }, note: null },
      documentsToFollow: 1,
    })
    expect((await getAs(test, complete.token, '/api/getParkingForm')).json().data.status).toBe('applied')

    // Another member may now use the plate and the card.
    const other = await loggedIn(test, 'privilege')
    const taken = await postAs(test, other.token, '/api/createParkingForm', {
      ...parkingPayload([await uploadDocument(test, other.token)]),
      vehicleNumber: payload.vehicleNumber,
      octopusCardNumber: payload.octopusCardNumber,
    })
    expect(taken.json()).toMatchObject({ success: true, data: { status: 'applied' } })
  })

  it('counts the 48 hours from an edit that sent it back to review', async () => {
    const { member, token } = await loggedIn(test, 'privilege')
    const payload = parkingPayload([await uploadDocument(test, token)])
    await postAs(test, token, '/api/createParkingForm', payload)
    await decideParking(test.app.ctx, { clubMemberId: member.clubMemberId, decision: 'reject', reason: 'unreadable' })
    test.clock.advance(10 * 24 * hour)
    await postAs(test, token, '/api/updateParkingForm', { ...payload, documentId: [], documentsToFollow: 1 })
    await test.app.ctx.jobs.runDue()
    expect((await getAs(test, token, '/api/getParkingForm')).json().data).toMatchObject({ status: 'applied', reason: null })
    test.clock.advance(49 * hour)
    await test.app.ctx.jobs.runDue()
    expect((await getAs(test, token, '/api/getParkingForm')).json().data).toMatchObject({
      status: 'rejected',
      reason: { text: { en: 'No documents were received within 48 hours' }, note: null },
    })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  decideParkingApplication,
  decideParkingChange,
  decideUpgradeForm,
  type Decision,
} from '#server/modules/review/decisions.ts'
import { getAs, parkingPayload, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { outbox } from './support/registration.ts'
import { addMember, databasesFor, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

const hour = 3_600_000
const publicUrl = 'https://club.example'

describe.each(databasesFor('pglite'))('application pages and decision e-mails (%s)', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind, { env: { PUBLIC_URL: publicUrl } })
  })
  afterAll(() => test.close())

  let counter = 0
  const member = async (tier: 'ordinary' | 'privilege', language: 'en' | 'tc' | 'sc') => {
    counter += 1
    const email = `pages${counter}.${process.pid}.${kind}@mail.example`
    const added = await addMember(test, { tier, language, email })
    return { email, token: await loginAs(test, added) }
  }
  /** Approves, or with a note rejects for the reason "other" with that note. */
  const decide = (decide: (ctx: typeof test.app.ctx, input: Decision) => Promise<unknown>, id: string, note?: string) =>
    decide(test.app.ctx, {
      id,
      decision: note ? 'reject' : 'approve',
      ...(note ? { reason: { code: 'other' }, note } : {}),
      staff: null,
    })
  const mailTo = async (email: string) => (await outbox(test)).filter((message) => message.to === email)

  it('an upgrade sent without documents says until when they are due; its history has the documents and the decision; both e-mails link to its page in the member language', async () => {
    for (const [language, decision] of [
      ['tc', 'The bill is older than three months'],
      ['en', undefined],
    ] as const) {
      const { email, token } = await member('ordinary', language)
      const created = (await postAs(test, token, '/api/createUpgradeForm', upgradePayload())).json().data
      const sentAt = test.clock().toISOString()
      const waiting = (await getAs(test, token, '/api/getUpgradeForm')).json().data
      expect(waiting).toMatchObject({ status: 'applied', history: [{ event: 'sent', at: sentAt }] })
      expect(Date.parse(waiting.documentsDueAt) - Date.parse(sentAt)).toBe(48 * hour)

      test.clock.advance(2 * hour)
      const documentId = await uploadDocument(test, token)
      await postAs(test, token, '/api/updateUpgradeFormForDocument', { addressDocumentId: [documentId] })
      const receivedAt = test.clock().toISOString()
      test.clock.advance(hour)
      await decide(decideUpgradeForm, created.id, decision)
      const decided = (await getAs(test, token, '/api/getUpgradeForm')).json().data
      expect(decided).toMatchObject({
        documentsDueAt: null,
        history: [
          { event: 'sent', at: sentAt },
          { event: 'documentsReceived', at: receivedAt },
          { event: decision ? 'rejected' : 'approved', at: test.clock().toISOString() },
        ],
      })
      const [mail] = await mailTo(email)
      expect(mail?.body).toContain(`${publicUrl}/${language}/my-account/submitted`)
      if (decision) expect(mail?.body).toContain(`審批人員備註：${decision}`)
    }
  })

  it('a parking application, its approval and rejection, and a change to it: each e-mail links to the parking application page', async () => {
    const cases = [
      ['sc', 'Plate unreadable'],
      ['en', undefined],
    ] as const
    for (const [language, reason] of cases) {
      const { email, token } = await member('privilege', language)
      const created = (await postAs(test, token, '/api/createParkingForm', parkingPayload([], { documentsToFollow: 1 }))).json()
        .data
      const sentAt = test.clock().toISOString()
      const waiting = (await getAs(test, token, '/api/getParkingForm')).json().data
      expect(waiting).toMatchObject({ status: 'applied', sentAt, history: [{ event: 'sent', at: sentAt }] })
      expect(Date.parse(waiting.documentsDueAt) - Date.parse(sentAt)).toBe(48 * hour)
      test.clock.advance(hour)
      const documentId = await uploadDocument(test, token)
      await postAs(test, token, '/api/attachParkingDocuments', { documentId: [documentId] })
      const receivedAt = test.clock().toISOString()
      test.clock.advance(hour)
      await decide(decideParkingApplication, created.id, reason)
      const decidedAt = test.clock().toISOString()
      expect((await getAs(test, token, '/api/getParkingForm')).json().data).toMatchObject({
        documentsDueAt: null,
        history: [
          { event: 'sent', at: sentAt },
          { event: 'documentsReceived', at: receivedAt },
          { event: reason ? 'rejected' : 'approved', at: decidedAt },
        ],
      })
      const [mail] = await mailTo(email)
      expect(mail?.body).toContain(`${publicUrl}/${language}/my-account/parkingApplication`)
      if (reason) {
        expect(mail?.body).toContain(reason)
        continue
      }

      // A change asked for to the approved privilege, rejected: its history and its e-mail.
      test.clock.advance(hour)
      const approved = (await getAs(test, token, '/api/getParkingForm')).json().data
      const changed = await postAs(
        test,
        token,
        '/api/updateParkingForm',
        parkingPayload(approved.documentId, {
          vehicleNumber: approved.vehicleNumber,
          octopusCardNumber: approved.octopusCardNumber,
          vehicleModel: 'Honda Jazz',
        }),
      )
      const changeSentAt = test.clock().toISOString()
      test.clock.advance(hour)
      await decide(decideParkingChange, changed.json().data.changeId, 'Model not on the licence')
      expect((await getAs(test, token, '/api/getParkingForm')).json().data.history.slice(3)).toEqual([
        { event: 'changeSent', at: changeSentAt },
        { event: 'changeRejected', at: test.clock().toISOString() },
      ])
      const mails = await mailTo(email)
      expect(mails).toHaveLength(2)
      for (const message of mails) expect(message.body).toContain(`${publicUrl}/en/my-account/parkingApplication`)
    }
  })

  it('a withdrawn parking application says when it was withdrawn', async () => {
    const { token } = await member('privilege', 'en')
    const documentId = await uploadDocument(test, token)
    const created = (await postAs(test, token, '/api/createParkingForm', parkingPayload([documentId]))).json().data
    test.clock.advance(hour)
    await postAs(test, token, '/api/withdrawParkingForm', { id: created.id })
    const withdrawn = (await getAs(test, token, '/api/getParkingForm')).json().data
    expect(withdrawn.history.map((entry: { event: string }) => entry.event)).toEqual(['sent', 'withdrawn'])
    expect(withdrawn.history[1].at).toBe(test.clock().toISOString())
  })
})

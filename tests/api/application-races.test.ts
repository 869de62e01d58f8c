import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rejectApplicationsWithoutDocuments } from '#server/modules/upgrade/upgrade-forms.ts'
import { loggedIn, parkingPayload, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { addStaff, asStaff, seededReason, staffCookie } from './support/staff.ts'
import { databaseKinds, startTestApp, type TestApp } from './support/test-app.ts'

const pairs = 50
const hour = 3_600_000

type Answer = { statusCode: number; body: string }

/** Sends each pair's calls at once, a few pairs at a time (as many as the database's connections serve together). */
const statuses = async (pairsOfCalls: (() => Promise<Answer>)[][]) => {
  const answers: Answer[] = []
  for (let i = 0; i < pairsOfCalls.length; i += 5) {
    answers.push(...(await Promise.all(pairsOfCalls.slice(i, i + 5).flatMap((calls) => calls.map((call) => call())))))
  }
  const failed = answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body)
  return { codes: answers.map((answer) => answer.statusCode), failed }
}

/**
 * A member's device attaching a document while a reviewer (or the 48-hour rule) decides the
 * same application: each call locks the member and the application, in the same order, so
 * none of them waits on another for ever.
 */
describe.each(databaseKinds)('documents attached while the application is decided (%s)', (kind) => {
  let test: TestApp
  let reviewer: string
  beforeAll(async () => {
    test = await startTestApp(kind)
    reviewer = await staffCookie(test, await addStaff(test, 'reviewer'))
  })
  afterAll(() => test.close())

  /** Members made one after another: hashing their passwords all at once would find the server busy. */
  const applicants = async <T>(tier: 'ordinary' | 'privilege', prepare: (token: string) => Promise<T>) => {
    const made: T[] = []
    for (let i = 0; i < pairs; i += 1) made.push(await prepare((await loggedIn(test, tier)).token))
    return made
  }

  it(`${pairs} upgrade forms attached to and rejected at once: no server error`, async () => {
    const forms = await applicants('ordinary', async (token) => {
      const first = await uploadDocument(test, token)
      const created = (await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ addressDocumentId: [first] }))).json()
      return { token, id: created.data.id as string, second: await uploadDocument(test, token) }
    })
    const { codes, failed } = await statuses(
      forms.map(({ token, id, second }) => [
        () => postAs(test, token, '/api/updateUpgradeFormForDocument', { addressDocumentId: [second], sinoStaffDocumentId: [] }),
        () => asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${id}/reject`, { reasonId: seededReason.unreadable }),
      ]),
    )
    expect(failed).toEqual([])
    expect(codes.every((code) => code === 200)).toBe(true)
  }, 120_000)

  it(`${pairs} upgrade forms attached to while the 48-hour rule rejects them: no server error`, async () => {
    // A minute between applications: each pair's rule run finds its own application due.
    const waiting = await applicants('ordinary', async (token) => {
      test.clock.advance(60_000)
      await postAs(test, token, '/api/createUpgradeForm', upgradePayload())
      return { token, dueAt: new Date(test.clock().getTime() + 48 * hour + 1000), proof: await uploadDocument(test, token) }
    })
    const { failed } = await statuses(
      waiting.map(({ token, proof, dueAt }) => [
        () => postAs(test, token, '/api/updateUpgradeFormForDocument', { addressDocumentId: [proof], sinoStaffDocumentId: [] }),
        () => rejectApplicationsWithoutDocuments(test.app.ctx.db, dueAt).then(() => ({ statusCode: 200, body: '' })),
      ]),
    )
    expect(failed).toEqual([])
  }, 120_000)

  it(`${pairs} parking applications attached to and rejected at once: no server error`, async () => {
    const parking = await applicants('privilege', async (token) => {
      const created = (await postAs(test, token, '/api/createParkingForm', parkingPayload([], { documentsToFollow: 1 }))).json()
      return { token, id: created.data.id as string, document: await uploadDocument(test, token) }
    })
    const { failed } = await statuses(
      parking.map(({ token, id, document }) => [
        () => postAs(test, token, '/api/attachParkingDocuments', { documentId: [document] }),
        () => asStaff(test, reviewer, 'POST', `/api/staff/parkingForms/${id}/reject`, { reasonId: seededReason.unreadable }),
      ]),
    )
    expect(failed).toEqual([])
  }, 120_000)
})

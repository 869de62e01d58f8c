import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mimeTypeOfKind } from '#contract/rules/upload-files'
import { uploadedFiles } from '#server/db/schema.ts'
import { documentFiles, getAs, loggedIn, parkingPayload, postAs, uploadDocument } from './support/applications.ts'
import { addStaff, asStaff, staffCookie } from './support/staff.ts'
import { databasesFor, startTestApp, type TestApp } from './support/test-app.ts'

/** Every kind a member's document upload accepts reads back as sent, to the member and to staff. */
describe.each(databasesFor('pglite'))('documents read back (%s)', (kind) => {
  let test: TestApp
  let reviewer: string
  let admin: string
  beforeAll(async () => {
    test = await startTestApp(kind)
    // The clock stays put here, so the sessions last the whole file.
    reviewer = await staffCookie(test, await addStaff(test, 'reviewer'))
    admin = await staffCookie(test, await addStaff(test, 'admin'))
  })
  afterAll(() => test.close())

  const views = async (documentId: string) =>
    (await asStaff(test, admin, 'GET', `/api/staff/auditLog?action=document.view&target=${documentId}`)).json().data.entries

  /** A Privilege member's parking application with one document of this kind. */
  const attached = async (fileKind: keyof typeof documentFiles) => {
    const { token, member } = await loggedIn(test, 'privilege')
    const documentId = await uploadDocument(test, token, fileKind)
    const created = await postAs(test, token, '/api/createParkingForm', parkingPayload([documentId]))
    expect(created.json()).toMatchObject({ success: true })
    return { token, documentId, member }
  }

  it.each(['jpeg', 'png', 'pdf', 'doc'] as const)('a %s, to the member who sent it and to staff', async (fileKind) => {
    const { token, documentId, member } = await attached(fileKind)
    const sent = documentFiles[fileKind]().bytes

    const own = await getAs(test, token, `/api/uploadedFile/${documentId}`)
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe(mimeTypeOfKind[fileKind])
    expect(own.rawPayload.equals(sent)).toBe(true)

    const staff = await asStaff(test, reviewer, 'GET', `/api/staff/documents/${documentId}`)
    expect(staff.statusCode).toBe(200)
    expect(staff.headers['content-type']).toBe(mimeTypeOfKind[fileKind])
    expect(staff.headers['content-disposition']).toBe(`inline; filename="document.${fileKind}"`)
    expect(staff.rawPayload.equals(sent)).toBe(true)
    // The log names the member as staff know them, by member ID.
    expect(await views(documentId)).toMatchObject([{ after: { member: member.clubMemberId, kind: fileKind } }])
  })

  it('records no view of a document that could not be read', async () => {
    const { documentId } = await attached('pdf')
    const [row] = await test.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, documentId))
    await test.app.ctx.files.remove(row!.storedName)
    const staff = await asStaff(test, reviewer, 'GET', `/api/staff/documents/${documentId}`)
    expect(staff.statusCode).toBe(500)
    expect(staff.json()).toMatchObject({ success: false })
    expect(await views(documentId)).toHaveLength(0)
  })
})

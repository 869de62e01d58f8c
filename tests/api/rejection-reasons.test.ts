import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OperationError, runOperation } from '#server/ops/operations.ts'
import { getAs, loggedIn, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { outbox } from './support/registration.ts'
import { addStaff, asStaff, seededReason, staffCookie } from './support/staff.ts'
import { addMember, databasesFor, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

describe.each(databasesFor('pglite'))('rejection reasons (%s)', (kind) => {
  let test: TestApp
  let reviewer: string
  let admin: string
  beforeAll(async () => {
    test = await startTestApp(kind)
    reviewer = await staffCookie(test, await addStaff(test, 'reviewer'))
    admin = await staffCookie(test, await addStaff(test, 'admin'))
  })
  afterAll(() => test.close())

  const reasons = async (cookie = reviewer) =>
    (await asStaff(test, cookie, 'GET', '/api/staff/rejectionReasons')).json().data.reasons as {
      id: number
      code: string
      text: { en: string; tc: string; sc: string }
      retired: boolean
    }[]

  const auditOf = async (action: string) =>
    (await asStaff(test, admin, 'GET', `/api/staff/auditLog?action=${action}`)).json().data.entries

  /** A member (with an e-mail, in `language`) whose upgrade application is in review. */
  const pendingUpgrade = async (language: 'en' | 'tc' | 'sc' = 'en') => {
    const email = `reasons.${language}.${Math.random().toString(36).slice(2)}@mail.example`
    const member = await addMember(test, { tier: 'ordinary', language, email })
    const token = await loginAs(test, member)
    const created = (
      await postAs(
        test,
        token,
        '/api/createUpgradeForm',
        upgradePayload({ addressDocumentId: [await uploadDocument(test, token)] }),
      )
    ).json()
    return { member, email, token, id: created.data.id as string }
  }

  it('offers every reviewer the seeded reasons in the three languages', async () => {
    const seeded = await reasons()
    expect(seeded.map((reason) => reason.code)).toEqual(Object.keys(seededReason))
    expect(seeded.map((reason) => reason.id)).toEqual(Object.values(seededReason))
    expect(seeded[1]).toMatchObject({
      code: 'no-address',
      text: { en: 'The document does not show the address', tc: '文件未有顯示地址', sc: '文件未有显示地址' },
      appliesTo: 'any',
      retired: false,
    })
    expect(seeded.find((reason) => reason.code === 'vehicle-mismatch')).toMatchObject({ appliesTo: 'parking' })
  })

  it('lets only admins add, edit, retire and restore a reason', async () => {
    const body = { code: 'stamp-missing', en: 'No stamp', tc: '沒有蓋印', sc: '没有盖印' }
    for (const [url, payload] of [
      ['/api/staff/rejectionReasons', body],
      ['/api/staff/rejectionReasons/1', { en: 'x', tc: 'x', sc: 'x' }],
      ['/api/staff/rejectionReasons/1/retire', undefined],
      ['/api/staff/rejectionReasons/1/restore', undefined],
    ] as const) {
      const refused = await asStaff(test, reviewer, 'POST', url, payload)
      expect([url, refused.statusCode]).toEqual([url, 403])
    }
    expect((await test.app.inject({ method: 'GET', url: '/api/staff/rejectionReasons' })).statusCode).toBe(401)
    expect((await reasons()).find((reason) => reason.code === 'stamp-missing')).toBeUndefined()
  })

  it('checks a new reason field by field, and refuses a code in use on its field', async () => {
    const bad = await asStaff(test, admin, 'POST', '/api/staff/rejectionReasons', {
      code: 'No Stamp',
      en: 'No stamp',
      tc: '  ',
      sc: '字'.repeat(201),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().data.errors).toEqual([
      expect.objectContaining({ field: 'code', code: 'staffConsole.reason-code-invalid' }),
      expect.objectContaining({ field: 'tc', code: 'staffConsole.reason-text-required' }),
      expect.objectContaining({ field: 'sc', code: 'staffConsole.reason-max' }),
    ])
    const taken = await asStaff(test, admin, 'POST', '/api/staff/rejectionReasons', {
      code: 'Unreadable',
      en: 'Cannot read',
      tc: '無法閱讀',
      sc: '无法阅读',
    })
    expect(taken.statusCode).toBe(400)
    expect(taken.json().data.errors).toEqual([
      expect.objectContaining({
        field: 'code',
        code: 'server.reasonCodeTaken',
        message: 'A reason with this code exists already',
      }),
    ])
    expect((await asStaff(test, admin, 'POST', '/api/staff/rejectionReasons/999/retire')).statusCode).toBe(404)
    expect((await asStaff(test, admin, 'POST', '/api/staff/rejectionReasons/x/retire')).statusCode).toBe(400)
  })

  it('an added reason is offered at once and audited; the member reads it in the three languages', async () => {
    const added = await asStaff(test, admin, 'POST', '/api/staff/rejectionReasons', {
      code: ' Company-Stamp ',
      en: ' The letter has no company stamp ',
      tc: '信件沒有公司蓋印',
      sc: '信件没有公司盖印',
    })
    expect(added.json().data).toMatchObject({
      code: 'company-stamp',
      text: { en: 'The letter has no company stamp', tc: '信件沒有公司蓋印', sc: '信件没有公司盖印' },
      retired: false,
    })
    const id = added.json().data.id as number
    expect(await auditOf('rejectionReason.create')).toEqual([
      expect.objectContaining({
        targetKind: 'rejectionReason',
        targetId: String(id),
        targetName: 'company-stamp',
        before: null,
        after: {
          code: 'company-stamp',
          en: 'The letter has no company stamp',
          tc: '信件沒有公司蓋印',
          sc: '信件没有公司盖印',
          appliesTo: 'any',
          retired: false,
        },
      }),
    ])
    const { token, email, id: formId } = await pendingUpgrade('tc')
    await asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${formId}/reject`, {
      reasonId: id,
      note: 'Please send the HR letter',
    })
    // The answer carries every language, whatever the page's: the page shows its own.
    const form = (await getAs(test, token, '/api/getUpgradeForm', { 'accept-language': 'en' })).json().data
    expect(form.reason).toEqual({
      text: { en: 'The letter has no company stamp', tc: '信件沒有公司蓋印', sc: '信件没有公司盖印' },
      note: 'Please send the HR letter',
    })
    // The e-mail speaks the member's preferred language (tc).
    const mail = (await outbox(test)).find((message) => message.to === email)
    expect(mail?.body).toContain('原因：信件沒有公司蓋印\n審批人員備註：Please send the HR letter')
  })

  it('edits a reason: audited before and after; past decisions read the new words', async () => {
    const { token, id: formId } = await pendingUpgrade()
    await asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${formId}/reject`, { reasonId: seededReason['name-mismatch'] })
    const edited = await asStaff(test, admin, 'POST', `/api/staff/rejectionReasons/${seededReason['name-mismatch']}`, {
      en: 'The name on the document is not yours',
      tc: '文件上的姓名並非您的姓名',
      sc: '文件上的姓名并非您的姓名',
    })
    expect(edited.json().data).toMatchObject({ code: 'name-mismatch', text: { en: 'The name on the document is not yours' } })
    const [entry] = await auditOf('rejectionReason.edit')
    expect(entry).toMatchObject({
      targetName: 'name-mismatch',
      before: { en: "The name on the document does not match the member's name" },
      after: { en: 'The name on the document is not yours', sc: '文件上的姓名并非您的姓名' },
    })
    const bad = await asStaff(test, admin, 'POST', `/api/staff/rejectionReasons/${seededReason['name-mismatch']}`, {
      en: '',
      tc: 'x',
      sc: 'x',
    })
    expect(bad.json().data.errors).toEqual([expect.objectContaining({ field: 'en', code: 'staffConsole.reason-text-required' })])
    expect((await getAs(test, token, '/api/getUpgradeForm')).json().data.reason.text.tc).toBe('文件上的姓名並非您的姓名')
  })

  it('a retired reason is no longer picked, in the console or by the operator, and stays on the decisions made with it', async () => {
    const before = await pendingUpgrade()
    await asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${before.id}/reject`, { reasonId: seededReason.other })
    const retired = await asStaff(test, admin, 'POST', `/api/staff/rejectionReasons/${seededReason.other}/retire`)
    expect(retired.json().data).toMatchObject({ code: 'other', retired: true })
    expect((await reasons()).find((reason) => reason.code === 'other')).toMatchObject({ retired: true })
    expect(await auditOf('rejectionReason.retire')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ retired: false }),
        after: expect.objectContaining({ retired: true }),
      }),
    ])

    const after = await pendingUpgrade()
    const refused = await asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${after.id}/reject`, {
      reasonId: seededReason.other,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().data.errors).toEqual([expect.objectContaining({ field: 'reasonId', code: 'server.reasonNotOffered' })])
    await expect(
      runOperation(test.app.ctx, 'upgrade.decide', {
        clubMemberId: after.member.clubMemberId,
        decision: 'reject',
        reason: 'other',
      }),
    ).rejects.toThrow(
      new OperationError(
        'Give one of the reasons offered: unreadable, no-address, name-mismatch, document-outdated, company-stamp',
      ),
    )
    expect((await getAs(test, after.token, '/api/getUpgradeForm')).json().data.status).toBe('pending')

    expect((await getAs(test, before.token, '/api/getUpgradeForm')).json().data.reason).toEqual({
      text: { en: 'The application does not meet the requirements', tc: '申請未符合要求', sc: '申请未符合要求' },
      note: null,
    })
    const review = (await asStaff(test, reviewer, 'GET', `/api/staff/upgradeForms/${after.id}`)).json().data
    expect(review.history).toEqual([])

    const restored = await asStaff(test, admin, 'POST', `/api/staff/rejectionReasons/${seededReason.other}/restore`)
    expect(restored.json().data).toMatchObject({ retired: false })
    expect(
      (await asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${after.id}/reject`, { reasonId: seededReason.other }))
        .statusCode,
    ).toBe(200)
    expect(await auditOf('rejectionReason.restore')).toHaveLength(1)
  })

  it('shows the reason of a member’s past decision to the reviewer of their next application', async () => {
    const { member, token } = await loggedIn(test)
    await postAs(
      test,
      token,
      '/api/createUpgradeForm',
      upgradePayload({ addressDocumentId: [await uploadDocument(test, token)] }),
    )
    await runOperation(test.app.ctx, 'upgrade.decide', {
      clubMemberId: member.clubMemberId,
      decision: 'reject',
      reason: 'unreadable',
      note: 'Blurred',
    })
    test.clock.advance(60_000)
    const next = (
      await postAs(
        test,
        token,
        '/api/createUpgradeForm',
        upgradePayload({ addressDocumentId: [await uploadDocument(test, token)] }),
      )
    ).json().data
    const review = (await asStaff(test, reviewer, 'GET', `/api/staff/upgradeForms/${next.id}`)).json().data
    expect(review.history).toEqual([
      expect.objectContaining({
        kind: 'upgrade',
        status: 'rejected',
        reason: { text: expect.objectContaining({ en: 'The document cannot be read clearly' }), note: 'Blurred' },
      }),
    ])
  })
  it('offers a reason only for what it fits: a plate mismatch rejects parking, never an upgrade', async () => {
    const upgrade = await pendingUpgrade()
    const refused = await asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${upgrade.id}/reject`, {
      reasonId: seededReason['vehicle-mismatch'],
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().data.errors).toEqual([expect.objectContaining({ field: 'reasonId', code: 'server.reasonNotOffered' })])
    const made = await asStaff(test, admin, 'POST', '/api/staff/rejectionReasons', {
      code: `octopus-${kind}`,
      appliesTo: 'parking',
      en: 'The Octopus card is not the one registered',
      tc: '八達通卡並非登記的一張',
      sc: '八达通卡并非登记的一张',
    })
    expect(made.json().data).toMatchObject({ code: `octopus-${kind}`, appliesTo: 'parking' })
    const wrongKind = await asStaff(test, admin, 'POST', '/api/staff/rejectionReasons', {
      code: 'never',
      appliesTo: 'everything',
      en: 'x',
      tc: 'x',
      sc: 'x',
    })
    expect(wrongKind.statusCode).toBe(400)
    expect(
      (
        await asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${upgrade.id}/reject`, {
          reasonId: seededReason.unreadable,
        })
      ).statusCode,
    ).toBe(200)
  })
})

import { count, eq, sql } from 'drizzle-orm'
import { auditLog, upgradeForms } from '#server/db/schema.ts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { businessDeadline } from '#contract/rules/review'
import { runCommand } from '#server/cli/command.ts'
import { applicationDecide } from '#server/cli/commands/application-decide.ts'
import { staffCreate } from '#server/cli/commands/staff-create.ts'
import { staffInvite } from '#server/cli/commands/staff-invite.ts'
import { OperationError, runOperation } from '#server/ops/operations.ts'
import { getAs, parkingPayload, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { get, latestCode, latestLink, multipart, outbox, post, registration } from './support/registration.ts'
import { commandsReach, runCommandHere } from './support/run-command.ts'
import {
  addStaff,
  asStaff,
  currentCode,
  freshCode,
  seededReason,
  openStaffLink,
  staffCookie,
  staffLinkKey,
  staffLoginAs,
} from './support/staff.ts'
import { addMember, bearer, databasesFor, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

describe.each(databasesFor('pglite'))('staff review console (%s)', (kind) => {
  let test: TestApp
  let reviewer: string
  let admin: string
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  // Some tests move the clock by hours: each signs in afresh.
  beforeEach(async () => {
    reviewer = await staffCookie(test, await addStaff(test, 'reviewer'))
    admin = await staffCookie(test, await addStaff(test, 'admin'))
  })
  afterAll(() => test.close())

  let mailCounter = 0
  const memberWithEmail = async (tier: 'ordinary' | 'privilege', language: 'en' | 'tc' | 'sc' = 'en') => {
    mailCounter += 1
    const email = `member${mailCounter}.${process.pid}.${kind}@mail.example`
    const member = await addMember(test, { tier, language, email })
    return { member, email, token: await loginAs(test, member) }
  }

  /** A member's upgrade form in review (its document attached). */
  const pendingUpgrade = async (language: 'en' | 'tc' | 'sc' = 'en') => {
    const { member, email, token } = await memberWithEmail('ordinary', language)
    const documentId = await uploadDocument(test, token)
    const created = (
      await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ addressDocumentId: [documentId] }))
    ).json()
    if (created.data?.status !== 'pending') throw new Error(JSON.stringify(created))
    return { member, email, token, id: created.data.id as string, documentId }
  }

  const parkingApplication = async (overrides: Record<string, unknown> = {}) => {
    const { member, email, token } = await memberWithEmail('privilege', 'sc')
    const documentId = await uploadDocument(test, token)
    const created = (await postAs(test, token, '/api/createParkingForm', parkingPayload([documentId], overrides))).json()
    if (!created.success) throw new Error(JSON.stringify(created))
    return { member, email, token, id: created.data.id as string, documentId }
  }

  describe('staff:create', () => {
    // The commands reach this test's database, as they reach a running portal.
    let back: () => Promise<void>
    beforeEach(async () => {
      back = await commandsReach(test)
    })
    afterEach(() => back())

    it('makes the account and e-mails its person an invitation; it prints neither the link nor any secret, and refuses the same e-mail again', async () => {
      const lines: string[] = []
      const output = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) }
      const email = `cli.${process.pid}.${kind}@sino.example`
      const argv = ['--email', email, '--name', 'Chan', '--role', 'admin', '--language', 'tc']
      expect(await runCommand(staffCreate, argv, output)).toBe(0)
      const printed = lines.join('\n')
      expect(printed).toContain(`Staff account: ${email} (admin)`)
      expect(printed).toMatch(/An invitation was e-mailed to .*; it works once, until .*\(Hong Kong\)/)
      const key = await staffLinkKey(test, email)
      const mail = (await outbox(test)).find((message) => message.to === email)!
      expect(mail.subject).toBe('您的信和會職員控制台帳戶')
      expect(mail.body).toContain(`/tc/staff/enrol#${key}`)
      expect(printed).not.toContain(key)
      expect(printed).not.toMatch(/otpauth|secret/i)
      // The account cannot sign in until its person sets it up.
      expect(
        (await staffLoginAs(test, { email, password: 'Review@2026', secret: 'JBSWY3DPEHPK3PXP', role: 'admin' })).statusCode,
      ).toBe(401)
      lines.length = 0
      expect(await runCommand(staffCreate, argv, output)).toBe(1)
      expect(lines.join('\n')).toContain('exists already')
    })

    it('takes no password, on the command line or in the operation, and refuses an unknown role', async () => {
      const withPassword = await runCommandHere(staffCreate, [
        '--email',
        `pw.${process.pid}.${kind}@sino.example`,
        '--name',
        'Chan',
        '--role',
        'reviewer',
        '--password',
        'Review@2026',
      ])
      expect(withPassword).toMatchObject({ code: 1, stderr: expect.stringContaining('--password is not taken') })
      const create = (input: Record<string, unknown>) => runOperation(test.app.ctx, 'staff.create', input)
      await expect(
        create({ email: `op.${process.pid}.${kind}@sino.example`, name: 'A', role: 'reviewer', password: 'Review@2026' }),
      ).rejects.toThrow(new OperationError('password must be removed'))
      await expect(create({ email: 'role@sino.example', name: 'A', role: 'boss' })).rejects.toBeInstanceOf(OperationError)
      expect(await runCommandHere(staffCreate, ['--help'])).toMatchObject({
        code: 0,
        stdout: expect.not.stringContaining('--password'),
      })
    })

    it('staff:invite sends a new link to an account not set up (the old one stops working), and refuses one set up', async () => {
      const email = `invite.${process.pid}.${kind}@sino.example`
      await runOperation(test.app.ctx, 'staff.create', { email, name: 'Lee', role: 'reviewer' })
      const first = await staffLinkKey(test, email)
      const resent = await runCommandHere(staffInvite, ['--email', email.toUpperCase()])
      expect(resent).toMatchObject({ code: 0, stdout: expect.stringContaining(`A new set-up link was e-mailed to ${email}`) })
      const second = await staffLinkKey(test, email)
      expect(second).not.toBe(first)
      expect(resent.stdout).not.toContain(second)
      // Once more by the operation, at this test's clock (a command on PostgreSQL keeps the machine's).
      await runOperation(test.app.ctx, 'staff.invite', { email })
      const third = await staffLinkKey(test, email)
      for (const old of [first, second]) expect((await openStaffLink(test, old)).statusCode).toBe(404)
      expect((await openStaffLink(test, third)).statusCode).toBe(200)
      const account = await addStaff(test)
      expect(await runCommandHere(staffInvite, ['--email', account.email])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('set up already'),
      })
      expect(await runCommandHere(staffInvite, ['--email', 'nobody@sino.example'])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('No staff account nobody@sino.example'),
      })
    })
  })

  describe('sign-in', () => {
    it('sets an httpOnly, SameSite=Strict cookie for staff calls only, and answers who signed in', async () => {
      const account = await addStaff(test, 'reviewer')
      const response = await staffLoginAs(test, account)
      expect(response.json()).toMatchObject({ success: true, data: { email: account.email, role: 'reviewer' } })
      const cookie = String(response.headers['set-cookie'])
      expect(cookie).toMatch(/^club_staff=[A-Za-z0-9_-]{40,}; /)
      expect(cookie).toContain('HttpOnly')
      expect(cookie).toContain('SameSite=Strict')
      expect(cookie).toContain('Path=/api/staff')
      const session = await asStaff(test, cookie.split(';')[0]!, 'GET', '/api/staff/session')
      expect(session.json().data).toMatchObject({ email: account.email, role: 'reviewer' })
    })

    it('refuses a wrong password, a wrong code and a replayed code with one message', async () => {
      const account = await addStaff(test)
      const wrongPassword = await staffLoginAs(test, { ...account, password: 'Wrong@2026' })
      expect(wrongPassword.statusCode).toBe(401)
      expect(wrongPassword.json().msg).toBe('The e-mail, password or code is not right.')
      expect((await staffLoginAs(test, account, '000000')).statusCode).toBe(401)
      const code = freshCode(test, account)
      expect((await staffLoginAs(test, account, code)).statusCode).toBe(200)
      const replay = await staffLoginAs(test, account, code)
      expect(replay.statusCode).toBe(401)
      expect((await staffLoginAs(test, { ...account, email: 'nobody@sino.example' })).statusCode).toBe(401)
    })

    it('is throttled like member login: the sixth wrong try is paused with Retry-After', async () => {
      const account = await addStaff(test)
      for (let i = 0; i < 5; i += 1)
        expect((await staffLoginAs(test, { ...account, password: 'Wrong@2026' })).statusCode).toBe(401)
      const paused = await staffLoginAs(test, account, currentCode(test, account))
      expect(paused.statusCode).toBe(429)
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0)
    })

    it('counts the tries of an account whatever the case its e-mail is typed in, and lets none in while paused', async () => {
      const account = await addStaff(test)
      // A step no code was used in yet; the wrong tries below keep the clock where it is.
      test.clock.advance(30_000)
      const [local, domain] = account.email.split('@') as [string, string]
      const variants = [
        `${local[0]!.toUpperCase()}${local.slice(1)}@${domain}`,
        `${local.toUpperCase()}@${domain}`,
        `${local}@${domain.toUpperCase()}`,
        account.email,
        ` ${local.toUpperCase()}@${domain} `,
      ]
      for (const email of variants) {
        expect((await staffLoginAs(test, { ...account, email, password: 'Wrong@2026' }, '000000')).statusCode).toBe(401)
      }
      // The right password and code, in yet another case: still paused.
      const mixed = [...local].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('')
      const paused = await staffLoginAs(test, { ...account, email: `${mixed}@${domain}` }, currentCode(test, account))
      expect(paused.statusCode).toBe(429)
      expect(paused.headers['set-cookie']).toBeUndefined()
      expect((await staffLoginAs(test, account, currentCode(test, account))).statusCode).toBe(429)
      // The pause ends; then the account signs in, typed in any case.
      test.clock.advance(60_000)
      expect((await staffLoginAs(test, { ...account, email: `${mixed}@${domain}` })).statusCode).toBe(200)
    })

    it('counts an address with no account by its lower-case form', async () => {
      const unknown = `nobody.${process.pid}.${kind}@sino.example`
      for (let i = 0; i < 5; i += 1) {
        const email = i % 2 ? unknown.toUpperCase() : unknown
        const refused = await staffLoginAs(
          test,
          { email, password: 'Wrong@2026', secret: 'JBSWY3DPEHPK3PXP', role: 'reviewer' },
          '000000',
        )
        expect(refused.statusCode).toBe(401)
      }
      const paused = await staffLoginAs(
        test,
        {
          email: `Nobody.${process.pid}.${kind}@sino.example`,
          password: 'Wrong@2026',
          secret: 'JBSWY3DPEHPK3PXP',
          role: 'reviewer',
        },
        '000000',
      )
      expect(paused.statusCode).toBe(429)
    })

    it('ends a session idle for 30 minutes, and any session 12 hours after sign-in', async () => {
      const account = await addStaff(test)
      const idle = await staffCookie(test, account)
      test.clock.advance(31 * 60_000)
      expect((await asStaff(test, idle, 'GET', '/api/staff/session')).statusCode).toBe(401)
      const busy = await staffCookie(test, account)
      for (let minutes = 0; minutes < 12 * 60; minutes += 20) {
        test.clock.advance(20 * 60_000)
        if (minutes + 20 < 12 * 60) expect((await asStaff(test, busy, 'GET', '/api/staff/session')).statusCode).toBe(200)
      }
      expect((await asStaff(test, busy, 'GET', '/api/staff/session')).statusCode).toBe(401)
    })

    it('signs out: the cookie is cleared and its session opens nothing more', async () => {
      const cookie = await staffCookie(test, await addStaff(test))
      const out = await asStaff(test, cookie, 'POST', '/api/staff/logout')
      expect(String(out.headers['set-cookie'])).toContain('Max-Age=0')
      expect((await asStaff(test, cookie, 'GET', '/api/staff/upgradeForms')).statusCode).toBe(401)
    })
  })

  describe('access', () => {
    const staffCalls = (id: string) =>
      [
        ['GET', '/api/staff/session'],
        ['POST', '/api/staff/logout'],
        ['GET', '/api/staff/upgradeForms'],
        ['GET', `/api/staff/upgradeForms/${id}`],
        ['POST', `/api/staff/upgradeForms/${id}/approve`],
        ['POST', `/api/staff/upgradeForms/${id}/reject`],
        ['GET', '/api/staff/parkingForms'],
        ['GET', `/api/staff/parkingForms/${id}`],
        ['POST', `/api/staff/parkingForms/${id}/approve`],
        ['POST', `/api/staff/parkingForms/${id}/reject`],
        ['GET', `/api/staff/documents/${id}`],
        ['GET', '/api/staff/auditLog'],
      ] as const

    it('refuses every staff call without a staff session, and with a member token', async () => {
      const { id, token } = await pendingUpgrade()
      for (const [method, url] of staffCalls(id)) {
        const payload = url.endsWith('/reject') ? { reasonId: seededReason.other } : undefined
        const bare = await test.app.inject({ method, url, ...(payload ? { payload } : {}) })
        expect([url, bare.statusCode]).toEqual([url, 401])
        const member = await test.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
        expect([url, member.statusCode]).toEqual([url, 401])
      }
      const form = (await getAs(test, token, '/api/getUpgradeForm')).json().data
      expect(form.status).toBe('pending')
    })

    it('never opens a member call with a staff cookie', async () => {
      for (const url of ['/api/getProfile', '/api/checkSession', '/api/getUpgradeForm']) {
        expect((await test.app.inject({ method: 'GET', url, headers: { cookie: reviewer } })).statusCode).toBe(401)
      }
    })

    it('keeps the audit log to admins (403 for a reviewer)', async () => {
      const refused = await asStaff(test, reviewer, 'GET', '/api/staff/auditLog')
      expect(refused.statusCode).toBe(403)
      expect(refused.json().msg).toBe('Only an administrator may do this.')
      expect((await asStaff(test, admin, 'GET', '/api/staff/auditLog')).statusCode).toBe(200)
    })

    it('refuses cross-site requests, even carrying the cookie', async () => {
      const { id } = await pendingUpgrade()
      const crossSite = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ]
      for (const headers of crossSite) {
        const approve = await test.app.inject({
          method: 'POST',
          url: `/api/staff/upgradeForms/${id}/approve`,
          headers: { cookie: reviewer, ...headers },
        })
        expect(approve.statusCode).toBe(403)
        const login = await test.app.inject({
          method: 'POST',
          url: '/api/staff/login',
          headers,
          payload: { email: 'a@sino.example', password: 'Review@2026', totp: '123456' },
        })
        expect(login.statusCode).toBe(403)
      }
      const sameSite = await test.app.inject({
        method: 'GET',
        url: `/api/staff/upgradeForms/${id}`,
        headers: { cookie: reviewer, origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      })
      expect(sameSite.statusCode).toBe(200)
    })
  })

  describe('review', () => {
    it('lists pending upgrade forms oldest first with the 14-business-day deadline, and finds them by member ID, phone or name', async () => {
      const first = await pendingUpgrade()
      test.clock.advance(60_000)
      const second = await pendingUpgrade()
      const queue = (await asStaff(test, reviewer, 'GET', '/api/staff/upgradeForms')).json().data
      const ids = queue.items.map((item: { id: string }) => item.id)
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
      const item = queue.items.find((candidate: { id: string }) => candidate.id === first.id)
      expect(item).toMatchObject({
        status: 'pending',
        fromRegistration: false,
        overdue: false,
        documentsDueAt: null,
        member: { clubMemberId: first.member.clubMemberId, phone: `+852 ${first.member.phone}`, name: 'Tai Man Chan' },
      })
      expect(item.deadline).toBe(businessDeadline(new Date(item.submittedAt), 14).toISOString())
      for (const q of [first.member.clubMemberId, first.member.phone, first.member.clubMemberId.toLowerCase()]) {
        const found = (await asStaff(test, reviewer, 'GET', `/api/staff/upgradeForms?q=${q}`)).json().data.items
        expect(found.map((candidate: { id: string }) => candidate.id)).toEqual([first.id])
      }
    })

    it('reviews the upgrade form of a sign-up only once it finished registering: queue, page and decisions agree', async () => {
      const anonymous = multipart(
        Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x20)]),
        'lease.pdf',
        'application/pdf',
      )
      const upload = await test.app.inject({ method: 'POST', url: '/api/uploadImage', ...anonymous })
      const signUp = registration({ propertyOwnership: 'Tenant', addressDocumentId: [upload.json().data.id] })
      const { memberId } = (await post(test, '/api/register', signUp)).json().data
      const [form] = await test.database.db.select().from(upgradeForms).where(eq(upgradeForms.memberId, memberId))
      expect(form).toMatchObject({ status: 'pending', fromRegistration: true })
      const id = form!.id
      const listed = async () =>
        (await asStaff(test, reviewer, 'GET', `/api/staff/upgradeForms?q=${signUp.mobilePhone}`))
          .json()
          .data.items.some((item: { id: string }) => item.id === id)
      const notReviewable = async () => {
        expect(await listed()).toBe(false)
        expect((await asStaff(test, reviewer, 'GET', `/api/staff/upgradeForms/${id}`)).statusCode).toBe(404)
        for (const [action, payload] of [
          ['approve', undefined],
          ['reject', { reasonId: seededReason.other }],
        ] as const) {
          const decided = await asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${id}/${action}`, payload)
          expect(decided.statusCode).toBe(404)
          expect(decided.json()).toMatchObject({ success: false, msg: 'The requested resource was not found.' })
        }
      }

      // The phone never proven, then proven with the e-mail address still to confirm: not for review.
      await notReviewable()
      const code = await latestCode(test, signUp.mobilePhone)
      await post(test, '/api/otpVerify', { token: code, memberId, language: 'en', type: 'register' })
      await notReviewable()

      const link = await latestLink(test, signUp.emailAddress)
      await get(test, '/api/emailVerification', { emailAuthKey: link.key, lang: 'en', type: 'verifyUserAccount' })
      expect(await listed()).toBe(true)
      expect((await asStaff(test, reviewer, 'GET', `/api/staff/upgradeForms/${id}`)).json()).toMatchObject({
        success: true,
        data: { id, status: 'pending', fromRegistration: true },
      })
      const approve = await asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${id}/approve`)
      expect(approve.json()).toMatchObject({ success: true, data: { status: 'approved' } })
    })

    it('marks an application overdue once its deadline has passed', async () => {
      const { id } = await pendingUpgrade()
      test.clock.advance(21 * 86_400_000)
      reviewer = await staffCookie(test, await addStaff(test))
      const item = (await asStaff(test, reviewer, 'GET', '/api/staff/upgradeForms'))
        .json()
        .data.items.find((candidate: { id: string }) => candidate.id === id)
      expect(item.overdue).toBe(true)
    })

    it('shows an upgrade form waiting for documents with its 48-hour deadline, and refuses to decide it', async () => {
      const { token } = await memberWithEmail('ordinary')
      const created = (await postAs(test, token, '/api/createUpgradeForm', upgradePayload())).json()
      expect(created.data.status).toBe('applied')
      const items = (await asStaff(test, reviewer, 'GET', '/api/staff/upgradeForms?status=applied')).json().data.items
      const item = items.find((candidate: { id: string }) => candidate.id === created.data.id)
      expect(Date.parse(item.documentsDueAt) - Date.parse(item.submittedAt)).toBe(48 * 3_600_000)
      const approve = await asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${created.data.id}/approve`)
      expect(approve.statusCode).toBe(409)
      expect(approve.json().msg).toBe('This application is not in review: it is waiting for documents.')
    })

    it('shows the member, the form, its documents (served with safe headers, each view audited) and earlier applications', async () => {
      const { member, id, documentId } = await pendingUpgrade()
      const review = (await asStaff(test, reviewer, 'GET', `/api/staff/upgradeForms/${id}`)).json().data
      expect(review).toMatchObject({
        id,
        status: 'pending',
        member: { clubMemberId: member.clubMemberId, tier: 'ordinary', name: 'Tai Man Chan' },
        form: { isOwner: true, sinoEstate: 1, unit: 'A', floor: '12', addressDocumentId: [documentId] },
        documents: [{ id: documentId, purpose: 'address', kind: 'pdf', name: 'deed.pdf' }],
        history: [],
      })
      const file = await asStaff(test, reviewer, 'GET', `/api/staff/documents/${documentId}`)
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('application/pdf')
      expect(file.headers['content-disposition']).toBe('inline; filename="document.pdf"')
      expect(file.headers['x-content-type-options']).toBe('nosniff')
      expect(file.headers['cache-control']).toBe('private, no-store')
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
      const audit = (await asStaff(test, admin, 'GET', `/api/staff/auditLog?action=document.view&target=${documentId}`)).json()
        .data
      expect(audit.entries).toHaveLength(1)
      // Opening the application (the member's personal data) is on record too.
      const opened = (await asStaff(test, admin, 'GET', `/api/staff/auditLog?action=upgrade.view&target=${id}`)).json().data
      expect(opened.entries).toEqual([
        expect.objectContaining({
          actorKind: 'staff',
          actor: expect.stringMatching(/^reviewer\d+\./),
          after: { member: member.clubMemberId },
        }),
      ])
      expect((await asStaff(test, reviewer, 'GET', `/api/staff/documents/${crypto.randomUUID()}`)).statusCode).toBe(404)
    })

    it('approves an upgrade: the member is Privilege at the form’s address, told by e-mail in their language, and it is audited', async () => {
      const { email, token, id } = await pendingUpgrade('tc')
      const approve = await asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${id}/approve`)
      expect(approve.json()).toMatchObject({ success: true, data: { status: 'approved' } })
      const profile = (await getAs(test, token, '/api/getProfile')).json().data
      expect(profile.tier).toBe('privilege')
      const mail = (await outbox(test)).find((message) => message.to === email)
      expect(mail?.subject).toBe('歡迎成為信和會尊尚會員')
      const again = await asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${id}/approve`)
      expect(again.statusCode).toBe(409)
      expect(again.json().msg).toBe('This application has been decided already.')
      const entry = (await asStaff(test, admin, 'GET', `/api/staff/auditLog?target=${id}`)).json().data.entries[0]
      expect(entry).toMatchObject({
        action: 'upgrade.approve',
        targetKind: 'upgrade',
        before: { status: 'pending', tier: 'ordinary' },
        after: { status: 'approved', tier: 'privilege' },
      })
    })

    it('rejects an upgrade with a reason picked and a note, and requires a reason offered', async () => {
      const { token, id } = await pendingUpgrade()
      const reject = (payload: object) => asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${id}/reject`, payload)
      const none = await reject({ reasonId: null, note: 'x'.repeat(501) })
      expect(none.statusCode).toBe(400)
      expect(none.json().data.errors).toEqual([
        expect.objectContaining({ field: 'reasonId', code: 'staffConsole.reason-required' }),
        expect.objectContaining({ field: 'note', code: 'staffConsole.reason-max' }),
      ])
      // A free-text reason of an older console is refused, not taken as the note.
      expect((await reject({ reason: 'The bill is old' })).statusCode).toBe(400)
      const unknown = await reject({ reasonId: 999 })
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json().data.errors).toEqual([
        expect.objectContaining({
          field: 'reasonId',
          code: 'server.reasonNotOffered',
          message: 'This reason is no longer offered. Please choose another.',
        }),
      ])
      expect((await getAs(test, token, '/api/getUpgradeForm')).json().data.status).toBe('pending')
      await reject({ reasonId: seededReason['document-outdated'], note: '  The bill is of May 2025  ' })
      const form = (await getAs(test, token, '/api/getUpgradeForm')).json().data
      expect(form).toMatchObject({
        status: 'rejected',
        reason: {
          text: { en: 'The document is older than three months', tc: '文件日期超過三個月', sc: '文件日期超过三个月' },
          note: 'The bill is of May 2025',
        },
      })
      const entry = (await asStaff(test, admin, 'GET', `/api/staff/auditLog?action=upgrade.reject&target=${id}`)).json().data
      expect(entry.entries[0].after).toEqual({
        status: 'rejected',
        tier: 'ordinary',
        reason: 'document-outdated',
        note: 'The bill is of May 2025',
      })
    })

    it('decides once when two reviewers decide at the same time', async () => {
      const { id } = await pendingUpgrade()
      const other = await staffCookie(test, await addStaff(test))
      const answers = await Promise.all([
        asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${id}/approve`),
        asStaff(test, other, 'POST', `/api/staff/upgradeForms/${id}/reject`, { reasonId: seededReason.unreadable }),
      ])
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
      const decisions = (await asStaff(test, admin, 'GET', `/api/staff/auditLog?target=${id}`)).json().data.entries
      expect(decisions).toHaveLength(1)
    })

    it('rejects a parking application: the member sees the reason, the e-mail is in simplified Chinese', async () => {
      const { email, token, id, documentId } = await parkingApplication()
      const review = (await asStaff(test, reviewer, 'GET', `/api/staff/parkingForms/${id}`)).json().data
      expect(review).toMatchObject({
        status: 'pending',
        documents: [{ id: documentId, purpose: 'vehicle' }],
        form: { vehicleModel: 'Toyota Alphard' },
      })
      const opened = (await asStaff(test, admin, 'GET', `/api/staff/auditLog?action=parking.view&target=${id}`)).json().data
      expect(opened.entries).toEqual([
        expect.objectContaining({ targetKind: 'parking', after: { member: review.member.clubMemberId } }),
      ])
      const queue = (await asStaff(test, reviewer, 'GET', '/api/staff/parkingForms')).json().data.items
      expect(queue.some((item: { id: string }) => item.id === id)).toBe(true)
      await asStaff(test, reviewer, 'POST', `/api/staff/parkingForms/${id}/reject`, {
        reasonId: seededReason['vehicle-mismatch'],
        note: 'The licence shows RX 1234',
      })
      expect((await getAs(test, token, '/api/getParkingForm')).json().data).toMatchObject({
        status: 'rejected',
        reason: { text: { en: 'The plate or vehicle does not match the document' }, note: 'The licence shows RX 1234' },
      })
      const mail = (await outbox(test)).find((message) => message.to === email)
      expect(mail?.subject).toBe('您的停车优惠申请结果')
      expect(mail?.body).toContain('原因：车牌或车辆与文件不符\n审批人员备注：The licence shows RX 1234')
    })

    it('approves a parking application still expecting documents only once they came, but may reject it at once', async () => {
      const { token, id } = await parkingApplication({ documentsToFollow: 1 })
      const waiting = (await asStaff(test, reviewer, 'GET', '/api/staff/parkingForms?status=applied')).json().data.items
      expect(waiting.some((item: { id: string }) => item.id === id)).toBe(true)
      const approve = await asStaff(test, reviewer, 'POST', `/api/staff/parkingForms/${id}/approve`)
      expect(approve.statusCode).toBe(409)
      expect(approve.json().msg).toBe('This application is not in review: it is waiting for documents.')
      const reject = await asStaff(test, reviewer, 'POST', `/api/staff/parkingForms/${id}/reject`, {
        reasonId: seededReason['vehicle-mismatch'],
      })
      expect(reject.json()).toMatchObject({ success: true, data: { status: 'rejected' } })
      expect((await getAs(test, token, '/api/getParkingForm')).json().data).toMatchObject({
        status: 'rejected',
        reason: { text: { sc: '车牌或车辆与文件不符' }, note: null },
      })
      const entry = (await asStaff(test, admin, 'GET', `/api/staff/auditLog?target=${id}`)).json().data.entries[0]
      expect(entry).toMatchObject({ action: 'parking.reject', before: { status: 'applied' }, after: { status: 'rejected' } })
    })
  })

  describe('audit log', () => {
    it('lists sign-ins and decisions newest first with who, what and when, and filters them', async () => {
      const { id } = await parkingApplication()
      await asStaff(test, reviewer, 'POST', `/api/staff/parkingForms/${id}/approve`)
      const log = (await asStaff(test, admin, 'GET', '/api/staff/auditLog')).json().data
      expect(log.entries[0]).toMatchObject({ action: 'parking.approve', targetId: id, after: { status: 'approved' } })
      expect(log.entries[0].actor).toMatch(/^reviewer\d+\./)
      const ids = log.entries.map((entry: { id: number }) => entry.id)
      expect(ids).toEqual(ids.toSorted((a: number, b: number) => b - a))
      const signIns = (await asStaff(test, admin, 'GET', '/api/staff/auditLog?action=staff.signIn')).json().data.entries
      expect(signIns.length).toBeGreaterThan(0)
      expect(signIns.every((entry: { action: string }) => entry.action.startsWith('staff.signIn'))).toBe(true)
    })

    it('cannot be rewritten, deleted or truncated', async () => {
      const appendOnly = { cause: { message: expect.stringContaining('append-only') } }
      await expect(test.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toMatchObject(appendOnly)
      await expect(test.database.db.execute(sql`delete from audit_log`)).rejects.toMatchObject(appendOnly)
      await expect(test.database.db.execute(sql`truncate audit_log`)).rejects.toMatchObject(appendOnly)
      await expect(test.database.db.execute(sql`truncate audit_log cascade`)).rejects.toMatchObject(appendOnly)
      const [kept] = await test.database.db.select({ entries: count() }).from(auditLog)
      expect(kept!.entries).toBeGreaterThan(0)
    })

    it('records application:decide with the actor operator, in the decision’s transaction', async () => {
      const back = await commandsReach(test)
      const upgrade = await pendingUpgrade()
      const approved = await runCommandHere(applicationDecide, [
        '--member',
        upgrade.member.clubMemberId,
        '--kind',
        'upgrade',
        '--approve',
      ])
      await back()
      expect(approved).toMatchObject({ code: 0, stdout: 'The upgrade application is approved' })
      const parking = await parkingApplication()
      await runOperation(test.app.ctx, 'parking.decide', {
        clubMemberId: parking.member.clubMemberId,
        decision: 'reject',
        reason: 'document-outdated',
        note: 'Expired licence',
      })
      for (const [target, action, after] of [
        [upgrade.id, 'upgrade.approve', { status: 'approved', tier: 'privilege' }],
        [parking.id, 'parking.reject', { status: 'rejected', reason: 'document-outdated', note: 'Expired licence' }],
      ] as const) {
        const entries = (await asStaff(test, admin, 'GET', `/api/staff/auditLog?target=${target}`)).json().data.entries
        expect(entries).toEqual([expect.objectContaining({ action, actorKind: 'operator', actor: 'operator', after })])
      }
      const byOperator = (await asStaff(test, admin, 'GET', '/api/staff/auditLog?actor=operator')).json().data.entries
      expect(byOperator.map((entry: { targetId: string }) => entry.targetId)).toEqual(
        expect.arrayContaining([upgrade.id, parking.id]),
      )
    })
  })
})

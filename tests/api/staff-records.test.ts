import { createHash, randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { staffAccounts, staffEnrolmentLinks } from '#server/db/schema.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openTotpSecret, totpCipherKey } from '#server/lib/totp-secret-box.ts'
import { runOperation } from '#server/ops/operations.ts'
import { useReferral } from '#server/modules/referrals/index.ts'
import { totpOf } from '#server/modules/staff/totp-secrets.ts'
import { getAs, parkingPayload, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { outbox } from './support/registration.ts'
import {
  addStaff,
  asStaff,
  completeStaffLink,
  cookieOf,
  currentCode,
  freshCode,
  openStaffLink,
  seededReason,
  staffCookie,
  staffLinkKey,
  staffLoginAs,
  type StaffAccount,
} from './support/staff.ts'
import {
  hongKongDay,
  hongKongMinute,
  receiptLinkIds,
  receiptSent,
  staffSessionOf,
  uniqueEvent,
  type SignedInStaff,
} from './support/staff-records.ts'
import {
  addMember,
  bearer,
  databasesFor,
  loginAs,
  memberInput,
  startTestApp,
  uniquePhone,
  type TestApp,
} from './support/test-app.ts'

const dayMs = 86_400_000
const hourMs = 3_600_000

interface ListedReceipt {
  id: string
  linkId: string
  receivedAt: string
  name: string
  size: number
  sender: { id: string; clubMemberId: string; name: string } | null
}

describe.each(databasesFor('postgres'))('staff records and administration (%s)', (kind) => {
  let test: TestApp
  let reviewerAccount: StaffAccount
  let adminAccount: StaffAccount
  let reviewer: string
  let admin: string
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  // Some tests move the clock by days: each signs in afresh.
  beforeEach(async () => {
    reviewerAccount = await addStaff(test, 'reviewer')
    adminAccount = await addStaff(test, 'admin')
    reviewer = await staffCookie(test, reviewerAccount)
    admin = await staffCookie(test, adminAccount)
  })
  afterAll(() => test.close())

  let counter = 0
  const unique = () => `${process.pid}${kind === 'pglite' ? 'l' : 'p'}${++counter}`

  const memberWithEmail = async (overrides: Parameters<typeof addMember>[1] = {}) => {
    const email = `records${unique()}@mail.example`
    const member = await addMember(test, { email, ...overrides })
    return { member, email, token: await loginAs(test, member) }
  }

  const auditEntries = async (query: string) =>
    (await asStaff(test, admin, 'GET', `/api/staff/auditLog?${query}`)).json().data.entries as {
      at: string
      actorKind: 'staff' | 'operator'
      actor: string
      action: string
      targetId: string | null
      before: Record<string, unknown> | null
      after: Record<string, unknown> | null
    }[]

  const eventReceipts = async (event: string) =>
    (await asStaff(test, reviewer, 'GET', `/api/staff/receipts?event=${encodeURIComponent(event)}`)).json().data as {
      event: { event: string; links: number; received: number; lastReceivedAt: string | null; createdAt: string }
      receipts: ListedReceipt[]
    }

  /** An account's credentials as the database keeps them. */
  const storedAccount = async (staffId: string) => {
    const [row] = await test.database.db
      .select({ passwordHash: staffAccounts.passwordHash, totpSecret: staffAccounts.totpSecret })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staffId))
    return row!
  }

  /** A staff account signed in, with its id for the calls that name it. */
  const signedInStaff = async (role: 'reviewer' | 'admin' = 'reviewer') => {
    const account = await addStaff(test, role)
    const cookie = await staffCookie(test, account)
    const session: SignedInStaff = await staffSessionOf(test, cookie)
    return { account, cookie, id: session.id }
  }

  describe('access', () => {
    /** Every new call, with a valid body so that only the credentials decide. */
    const adminCalls = (staffId: string) =>
      [
        ['GET', '/api/staff/accounts', undefined],
        ['POST', '/api/staff/accounts', { email: `never${unique()}@sino.example`, name: 'Never', role: 'admin' }],
        ['POST', `/api/staff/accounts/${staffId}/disable`, undefined],
        ['POST', `/api/staff/accounts/${staffId}/invite`, undefined],
        ['POST', `/api/staff/accounts/${staffId}/enable`, undefined],
        ['POST', `/api/staff/accounts/${staffId}/resetTotp`, undefined],
        ['GET', '/api/staff/referralCodes', undefined],
        ['POST', '/api/staff/referralCodes', { code: `NEVER${unique()}`, type: 'owner', estateId: null }],
        ['POST', '/api/staff/receiptLinks', { event: uniqueEvent('Never'), count: 1, language: 'en' }],
        ['GET', '/api/staff/auditLog?from=2026-01-01&to=2026-12-31', undefined],
      ] as const
    const reviewerCalls = (memberId: string, event: string, receiptId: string) =>
      [
        ['GET', '/api/staff/members', undefined],
        ['GET', '/api/staff/members?q=Chan', undefined],
        ['GET', `/api/staff/members/${memberId}`, undefined],
        ['POST', `/api/staff/members/${memberId}/endSessions`, undefined],
        ['GET', '/api/staff/receiptEvents', undefined],
        ['GET', `/api/staff/receipts?event=${encodeURIComponent(event)}`, undefined],
        ['GET', `/api/staff/receipts.csv?event=${encodeURIComponent(event)}`, undefined],
        ['GET', `/api/staff/receipts/${receiptId}/file`, undefined],
        ['POST', '/api/staff/password', { currentPassword: 'Wrong@2026', newPassword: 'Never@2027' }],
      ] as const

    /** A member signed in, an event with a receipt, and a staff account to aim the admin calls at. */
    const targets = async () => {
      const { member, token } = await memberWithEmail()
      const event = uniqueEvent('Access Night')
      const [linkId] = await receiptLinkIds(test, event)
      await receiptSent(test, linkId!)
      const receiptId = (await eventReceipts(event)).receipts[0]!.id
      const staff = await signedInStaff()
      return { member, token, event, receiptId, staff }
    }

    /** The refused calls changed nothing: the member's session, the staff account and its authenticator are as they were. */
    const nothingChanged = async ({ token, staff }: Awaited<ReturnType<typeof targets>>) => {
      expect((await getAs(test, token, '/api/getProfile')).statusCode).toBe(200)
      expect((await asStaff(test, staff.cookie, 'GET', '/api/staff/session')).statusCode).toBe(200)
      expect((await staffLoginAs(test, staff.account)).statusCode).toBe(200)
      const accounts = (await asStaff(test, admin, 'GET', '/api/staff/accounts')).json().data.accounts
      expect(accounts.filter((account: { email: string }) => account.email.startsWith('never'))).toEqual([])
      const events = (await asStaff(test, admin, 'GET', '/api/staff/receiptEvents')).json().data.events
      expect(events.filter((event: { event: string }) => event.event.startsWith('Never'))).toEqual([])
    }

    it('refuses every new staff call without a staff session, and with a member token only', async () => {
      const world = await targets()
      const calls = [...reviewerCalls(world.member.id, world.event, world.receiptId), ...adminCalls(world.staff.id)]
      for (const [method, url, payload] of calls) {
        const body = payload ? { payload } : {}
        const bare = await test.app.inject({ method, url, ...body })
        expect([method, url, bare.statusCode]).toEqual([method, url, 401])
        const member = await test.app.inject({ method, url, headers: bearer(world.token), ...body })
        expect([method, url, member.statusCode]).toEqual([method, url, 401])
      }
      await nothingChanged(world)
    })

    it('keeps staff accounts, referral codes, receipt links and the audit log to admins: a reviewer gets 403', async () => {
      const world = await targets()
      for (const [method, url, payload] of adminCalls(world.staff.id)) {
        const refused = await asStaff(test, reviewer, method, url, payload)
        expect([method, url, refused.statusCode]).toEqual([method, url, 403])
        expect(refused.json().msg).toBe('Only an administrator may do this.')
      }
      for (const [method, url] of reviewerCalls(world.member.id, world.event, world.receiptId).filter(([m]) => m === 'GET')) {
        expect([url, (await asStaff(test, reviewer, method, url)).statusCode]).toEqual([url, 200])
      }
      await nothingChanged(world)
    })

    it('refuses a cross-site POST even when it carries a valid admin cookie', async () => {
      const world = await targets()
      const posts = [...reviewerCalls(world.member.id, world.event, world.receiptId), ...adminCalls(world.staff.id)].filter(
        ([method]) => method === 'POST',
      )
      for (const [method, url, payload] of posts) {
        const crossSite = await test.app.inject({
          method,
          url,
          headers: { cookie: admin, origin: 'https://evil.example' },
          ...(payload ? { payload } : {}),
        })
        expect([url, crossSite.statusCode]).toEqual([url, 403])
      }
      await nothingChanged(world)
    })
  })

  describe('members', () => {
    it('finds a member by member ID, phone (with or without its country code), e-mail prefix or part of the name, any case', async () => {
      const firstName = `Wing${unique()}`
      const { member, email } = await memberWithEmail({ firstName })
      const emailPrefix = email.slice(0, email.indexOf('@'))
      for (const q of [
        member.clubMemberId,
        member.clubMemberId.toLowerCase(),
        member.phone,
        `+852 ${member.phone}`,
        `852${member.phone}`,
        emailPrefix,
        firstName.toUpperCase().slice(2),
      ]) {
        const found = (await asStaff(test, reviewer, 'GET', `/api/staff/members?q=${encodeURIComponent(q)}`)).json().data
        expect([q, found.items.map((item: { id: string }) => item.id)]).toEqual([q, [member.id]])
        expect(found.more).toBe(false)
      }
      const [item] = (await asStaff(test, reviewer, 'GET', `/api/staff/members?q=${member.clubMemberId}`)).json().data.items
      expect(item).toEqual({
        id: member.id,
        clubMemberId: member.clubMemberId,
        name: `${firstName} Chan`,
        chineseName: '',
        tier: 'ordinary',
        phone: `+852 ${member.phone}`,
        email,
        status: 'active',
        registrationPending: false,
        registeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      })
      const none = (await asStaff(test, reviewer, 'GET', `/api/staff/members?q=nobody${unique()}`)).json().data
      expect(none).toEqual({ items: [], more: false })
    })

    it('lists the newest registrations first when there is no search', async () => {
      const earlier = await addMember(test)
      const later = await addMember(test)
      const listed = (await asStaff(test, reviewer, 'GET', '/api/staff/members?q=')).json().data.items
      expect(listed.slice(0, 2).map((item: { id: string }) => item.id)).toEqual([later.id, earlier.id])
    })

    it('shows a member as they see themselves, with applications newest first and who decided them, and audits each view', async () => {
      const { member, email, token } = await memberWithEmail()
      await loginAs(test, member)
      const upgrade = (
        await postAs(
          test,
          token,
          '/api/createUpgradeForm',
          upgradePayload({ addressDocumentId: [await uploadDocument(test, token)] }),
        )
      ).json().data
      expect((await asStaff(test, reviewer, 'POST', `/api/staff/upgradeForms/${upgrade.id}/approve`)).statusCode).toBe(200)
      test.clock.advance(60_000)
      const parking = (
        await postAs(test, token, '/api/createParkingForm', parkingPayload([await uploadDocument(test, token)]))
      ).json().data
      await asStaff(test, reviewer, 'POST', `/api/staff/parkingForms/${parking.id}/reject`, {
        reasonId: seededReason.unreadable,
        note: 'Plate unreadable',
      })
      const reviewerName = (await staffSessionOf(test, reviewer)).name

      const record = (await asStaff(test, reviewer, 'GET', `/api/staff/members/${member.id}`)).json().data
      expect(record.member).toEqual({
        id: member.id,
        clubMemberId: member.clubMemberId,
        name: 'Tai Man Chan',
        chineseName: '',
        tier: 'privilege',
        phone: `+852 ${member.phone}`,
        email,
        status: 'active',
        registrationPending: false,
        registeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        openSessions: 2,
      })
      expect(record.profile).toEqual((await getAs(test, token, '/api/getProfile')).json().data)
      expect(record.applications).toEqual([
        expect.objectContaining({
          id: parking.id,
          kind: 'parking',
          status: 'rejected',
          decidedBy: reviewerName,
          reason: { text: expect.objectContaining({ en: 'The document cannot be read clearly' }), note: 'Plate unreadable' },
        }),
        expect.objectContaining({ id: upgrade.id, kind: 'upgrade', status: 'approved', decidedBy: reviewerName, reason: null }),
      ])
      expect(record.receipts).toEqual([])

      await asStaff(test, admin, 'GET', `/api/staff/members/${member.id}`)
      const views = await auditEntries(`action=member.view&target=${member.id}`)
      expect(views.map((entry) => entry.actor)).toEqual([adminAccount.email, reviewerAccount.email])
    })

    it('answers 404 for a member that does not exist, and audits no view of them', async () => {
      const nobody = crypto.randomUUID()
      const record = await asStaff(test, reviewer, 'GET', `/api/staff/members/${nobody}`)
      expect(record.statusCode).toBe(404)
      expect(record.json().success).toBe(false)
      expect((await asStaff(test, reviewer, 'POST', `/api/staff/members/${nobody}/endSessions`)).statusCode).toBe(404)
      expect(await auditEntries(`target=${nobody}`)).toEqual([])
    })

    it('ends every open session of a member: each token is refused at once, the member is told, and it is audited', async () => {
      const { member, token, email } = await memberWithEmail()
      const other = await loginAs(test, member)
      // Both sessions have been used, so the server may hold them in its cache.
      for (const each of [token, other]) expect((await getAs(test, each, '/api/getProfile')).statusCode).toBe(200)
      const ended = await asStaff(test, reviewer, 'POST', `/api/staff/members/${member.id}/endSessions`)
      expect(ended.json()).toMatchObject({ success: true, data: { ended: 2 } })
      for (const each of [token, other]) expect((await getAs(test, each, '/api/getProfile')).statusCode).toBe(401)
      const told = (await outbox(test)).filter((m) => m.to === email).map((m) => m.subject)
      expect(told).toEqual(['Your Sino Club account was logged out everywhere'])
      const record = (await asStaff(test, reviewer, 'GET', `/api/staff/members/${member.id}`)).json().data
      expect(record.member.openSessions).toBe(0)
      expect((await asStaff(test, reviewer, 'POST', `/api/staff/members/${member.id}/endSessions`)).json().data).toEqual({
        ended: 0,
      })
      expect((await outbox(test)).filter((m) => m.to === email)).toHaveLength(1)
      expect(await auditEntries(`action=member.endSessions&target=${member.id}`)).toEqual([
        expect.objectContaining({ actor: reviewerAccount.email, before: { clubMemberId: member.clubMemberId, openSessions: 0 } }),
        expect.objectContaining({
          actor: reviewerAccount.email,
          before: { clubMemberId: member.clubMemberId, openSessions: 2 },
          after: { openSessions: 0 },
        }),
      ])
      // A new login still works: the member is not locked out.
      expect((await getAs(test, await loginAs(test, member), '/api/getProfile')).statusCode).toBe(200)
    })
  })

  describe('receipts', () => {
    it('names the signed-in member as the sender of a receipt, and lists it on the member’s page', async () => {
      const { member, token } = await memberWithEmail({ firstName: 'Siu Ming' })
      const event = uniqueEvent('Lantern Night')
      const [linkId] = await receiptLinkIds(test, event)
      await receiptSent(test, linkId!, { headers: bearer(token) })
      const [receipt] = (await eventReceipts(event)).receipts
      expect(receipt).toMatchObject({
        event,
        linkId,
        name: 'receipt.jpg',
        contentType: 'image/jpeg',
        sender: { id: member.id, clubMemberId: member.clubMemberId, name: 'Siu Ming Chan' },
      })
      const record = (await asStaff(test, reviewer, 'GET', `/api/staff/members/${member.id}`)).json().data
      expect(record.receipts).toEqual([receipt])
    })

    it('takes a receipt sent with an invalid, a revoked or an expired token, naming no sender', async () => {
      const { member, token } = await memberWithEmail()
      const revoked = await loginAs(test, member)
      expect((await postAs(test, revoked, '/api/logout', {})).statusCode).toBe(200)
      const event = uniqueEvent('Token Night')
      const links = await receiptLinkIds(test, event, 3)
      await receiptSent(test, links[0]!, { headers: bearer('x'.repeat(43)) })
      await receiptSent(test, links[1]!, { headers: bearer(revoked) })
      test.clock.advance(31 * dayMs)
      expect((await getAs(test, token, '/api/getProfile')).statusCode).toBe(401)
      await receiptSent(test, links[2]!, { headers: bearer(token) })
      reviewer = await staffCookie(test, reviewerAccount)
      const listed = await eventReceipts(event)
      expect(listed.receipts.map((receipt) => receipt.sender)).toEqual([null, null, null])
      expect(listed.receipts.map((receipt) => receipt.linkId).sort()).toEqual([...links].sort())
      expect((await asStaff(test, reviewer, 'GET', `/api/staff/members/${member.id}`)).json().data.receipts).toEqual([])
    })

    it('lists each event with its links, the receipts received and when the last came, newest event first', async () => {
      const quiet = uniqueEvent('Quiet Evening')
      await receiptLinkIds(test, quiet, 2)
      const quietAt = test.clock().toISOString()
      test.clock.advance(60_000)
      const busy = uniqueEvent('Busy Evening')
      const links = await receiptLinkIds(test, busy, 3)
      const busyAt = test.clock().toISOString()
      test.clock.advance(60_000)
      await receiptSent(test, links[0]!)
      test.clock.advance(60_000)
      await receiptSent(test, links[1]!)
      const lastAt = test.clock().toISOString()
      const events = (await asStaff(test, reviewer, 'GET', '/api/staff/receiptEvents')).json().data.events
      const ours = events.filter((entry: { event: string }) => entry.event === quiet || entry.event === busy)
      expect(ours).toEqual([
        { event: busy, links: 3, received: 2, lastReceivedAt: lastAt, createdAt: busyAt },
        { event: quiet, links: 2, received: 0, lastReceivedAt: null, createdAt: quietAt },
      ])
    })

    it('lists an event’s receipts newest first, audits the reading, and answers 404 for an unknown event', async () => {
      const { member, token } = await memberWithEmail()
      const event = uniqueEvent('Mid-Autumn Fair')
      const links = await receiptLinkIds(test, event, 3)
      await receiptSent(test, links[0]!, { headers: bearer(token) })
      test.clock.advance(60_000)
      await receiptSent(test, links[1]!, { kind: 'png', name: 'scan.png' })
      const listed = (await asStaff(test, reviewer, 'GET', `/api/staff/receipts?event=${encodeURIComponent(event)}`)).json().data
      expect(listed.event).toMatchObject({ event, links: 3, received: 2 })
      expect(listed.receipts).toEqual([
        {
          id: expect.any(String),
          event,
          linkId: links[1],
          receivedAt: test.clock().toISOString(),
          name: 'scan.png',
          size: expect.any(Number),
          contentType: 'image/png',
          sender: null,
        },
        {
          id: expect.any(String),
          event,
          linkId: links[0],
          receivedAt: new Date(test.clock().getTime() - 60_000).toISOString(),
          name: 'receipt.jpg',
          size: expect.any(Number),
          contentType: 'image/jpeg',
          sender: { id: member.id, clubMemberId: member.clubMemberId, name: 'Tai Man Chan' },
        },
      ])
      expect(await auditEntries(`action=receipts.view&target=${encodeURIComponent(event)}`)).toEqual([
        expect.objectContaining({ actor: reviewerAccount.email, targetId: event }),
      ])
      const unknown = await asStaff(
        test,
        reviewer,
        'GET',
        `/api/staff/receipts?event=${encodeURIComponent(uniqueEvent('Nothing'))}`,
      )
      expect(unknown.statusCode).toBe(404)
      const unknownCsv = await asStaff(
        test,
        reviewer,
        'GET',
        `/api/staff/receipts.csv?event=${encodeURIComponent(uniqueEvent('Nothing'))}`,
      )
      expect(unknownCsv.statusCode).toBe(404)
    })

    it('exports an event as CSV: byte-order mark, CRLF lines, a row per receipt, as an attachment with a UTF-8 name, audited', async () => {
      const { member, token } = await memberWithEmail()
      const event = uniqueEvent('中秋晚會')
      const links = await receiptLinkIds(test, event, 2)
      await receiptSent(test, links[0]!)
      test.clock.advance(60_000)
      await receiptSent(test, links[1]!, { headers: bearer(token) })
      const [newest, oldest] = (await eventReceipts(event)).receipts
      const csv = await asStaff(test, reviewer, 'GET', `/api/staff/receipts.csv?event=${encodeURIComponent(event)}`)
      expect(csv.statusCode).toBe(200)
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(csv.headers['cache-control']).toContain('no-store')
      const disposition = String(csv.headers['content-disposition'])
      expect(disposition).toMatch(/^attachment; /)
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`receipts-${event.replace(' ', '-')}.csv`)}`)
      const row = (receipt: ListedReceipt, sender: string[]) =>
        [event, hongKongMinute(receipt.receivedAt), ...sender, receipt.name, String(receipt.size), receipt.linkId, receipt.id]
          // A link id may begin with a dash, which a spreadsheet would read as a formula: it is kept as text too.
          .map((cell) => `"${/^[=+\-@]/.test(cell) ? `'${cell}` : cell}"`)
          .join(',')
      expect(csv.body).toBe(
        '\uFEFF' +
          [
            '"Event","Received (Hong Kong time)","Member ID","Sent by","File","Size (bytes)","Link","Receipt"',
            row(newest!, [member.clubMemberId, 'Tai Man Chan']),
            row(oldest!, ['', '']),
          ].join('\r\n') +
          '\r\n',
      )
      expect(await auditEntries(`action=receipts.export&target=${encodeURIComponent(event)}`)).toEqual([
        expect.objectContaining({ actor: reviewerAccount.email, targetId: event, after: { receipts: 2 } }),
      ])
    })

    it('writes the CSV header in the language of the request', async () => {
      const event = uniqueEvent('Lantern Night')
      await receiptLinkIds(test, event)
      const url = `/api/staff/receipts.csv?event=${encodeURIComponent(event)}`
      const chinese = await test.app.inject({ method: 'GET', url, headers: { cookie: reviewer, 'accept-language': 'zh-HK' } })
      expect(chinese.body).toBe(
        '\uFEFF"活動","收到時間（香港時間）","會員編號","提交者","檔案","大小（位元組）","連結","收據"\r\n',
      )
      const english = await asStaff(test, reviewer, 'GET', url)
      expect(english.body.split('\r\n')[0]).toBe(
        '\uFEFF"Event","Received (Hong Kong time)","Member ID","Sent by","File","Size (bytes)","Link","Receipt"',
      )
    })

    it('keeps a CSV cell that begins with =, +, - or @ as text, so that no spreadsheet runs it as a formula', async () => {
      const { token } = await memberWithEmail({ firstName: '+Tai' })
      const event = uniqueEvent('=SUM(A1)')
      const links = await receiptLinkIds(test, event, 2)
      await receiptSent(test, links[0]!, { name: '-receipt.jpg' })
      test.clock.advance(60_000)
      await receiptSent(test, links[1]!, { name: '@receipt.jpg', headers: bearer(token) })
      // The list shows the data as sent; only the export guards it.
      expect((await eventReceipts(event)).receipts.map((receipt) => receipt.name)).toEqual(['@receipt.jpg', '-receipt.jpg'])
      const csv = await asStaff(test, reviewer, 'GET', `/api/staff/receipts.csv?event=${encodeURIComponent(event)}`)
      const [, withSender, withoutSender] = csv.body.split('\r\n')
      expect(withSender).toMatch(new RegExp(`^"'=SUM\\(A1\\) [^"]+","[^"]+","[^"]+","'\\+Tai Chan","'@receipt\\.jpg",`))
      expect(withoutSender).toMatch(/^"'=SUM\(A1\) [^"]+","[^"]+","","","'-receipt\.jpg",/)
    })

    it('serves a receipt’s picture with its own type, nosniff and no-store, and 404 for an unknown receipt', async () => {
      const event = uniqueEvent('Picture Night')
      const links = await receiptLinkIds(test, event, 2)
      await receiptSent(test, links[0]!, { kind: 'jpeg' })
      test.clock.advance(60_000)
      await receiptSent(test, links[1]!, { kind: 'png', name: 'receipt.png' })
      const [png, jpeg] = (await eventReceipts(event)).receipts
      for (const [receipt, type, magic] of [
        [jpeg!, 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff])],
        [png!, 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
      ] as const) {
        const file = await asStaff(test, reviewer, 'GET', `/api/staff/receipts/${receipt.id}/file`)
        expect(file.statusCode).toBe(200)
        expect(file.headers['content-type']).toBe(type)
        expect(file.headers['x-content-type-options']).toBe('nosniff')
        expect(file.headers['cache-control']).toContain('no-store')
        expect(file.rawPayload.subarray(0, magic.length)).toEqual(magic)
        expect(file.rawPayload.length).toBe(receipt.size)
        // The stored copy is served: the metadata the phone put in is gone.
        expect(file.rawPayload.toString('latin1')).not.toContain('SECRET')
      }
      expect((await asStaff(test, reviewer, 'GET', `/api/staff/receipts/${crypto.randomUUID()}/file`)).statusCode).toBe(404)
    })

    it('lets an admin issue receipt links for an event, refuses an empty event and a count of 0 or 1001, and audits it', async () => {
      const event = uniqueEvent('Harbour Gala')
      const issued = await asStaff(test, admin, 'POST', '/api/staff/receiptLinks', {
        event: `  ${event}  `,
        count: 3,
        language: 'tc',
      })
      expect(issued.statusCode).toBe(200)
      const { links } = issued.json().data as { links: { id: string; link: string }[] }
      expect(links).toHaveLength(3)
      expect(new Set(links.map((link) => link.id)).size).toBe(3)
      for (const link of links) expect(link.link).toMatch(new RegExp(`/tc/upload-receipt\\?id=${link.id}$`))
      await receiptSent(test, links[0]!.id)
      expect((await eventReceipts(event)).event).toMatchObject({ event, links: 3, received: 1 })
      expect(await auditEntries(`action=receiptLinks.create&target=${encodeURIComponent(event)}`)).toEqual([
        expect.objectContaining({ actor: adminAccount.email, targetId: event, after: { count: 3, language: 'tc' } }),
      ])
      for (const [payload, field] of [
        [{ event: '   ', count: 1, language: 'en' }, 'event'],
        [{ event, count: 0, language: 'en' }, 'count'],
        [{ event, count: 1001, language: 'en' }, 'count'],
      ] as const) {
        const refused = await asStaff(test, admin, 'POST', '/api/staff/receiptLinks', payload)
        expect(refused.statusCode).toBe(400)
        expect(refused.json().data.errors.map((error: { field: string }) => error.field)).toEqual([field])
      }
      expect((await eventReceipts(event)).event.links).toBe(3)
    })
  })

  describe('staff accounts', () => {
    const newAccount = () => ({
      email: `new${unique()}@sino.example`,
      name: 'Chan Siu Ming',
      role: 'reviewer',
    })

    /** The rows of the set-up links of an account, as the database keeps them. */
    const linkRows = (staffId: string) =>
      test.database.db.select().from(staffEnrolmentLinks).where(eq(staffEnrolmentLinks.staffId, staffId))

    it('lists every account with its role, state, what its person still has to set up, creation and last sign-in', async () => {
      const signedInAt = test.clock().toISOString()
      const me = await staffSessionOf(test, admin)
      const created = (await asStaff(test, admin, 'POST', '/api/staff/accounts', newAccount())).json().data.account
      const accounts = (await asStaff(test, admin, 'GET', '/api/staff/accounts')).json().data.accounts
      expect(accounts).toContainEqual({
        id: me.id,
        email: adminAccount.email,
        name: me.name,
        role: 'admin',
        disabled: false,
        pending: null,
        linkExpiresAt: null,
        createdAt: expect.any(String),
        lastSignInAt: signedInAt,
        passkeys: 0,
        passkeyRequired: false,
      })
      expect(accounts).toContainEqual({ ...created, lastSignInAt: null })
      expect(created).toMatchObject({
        pending: 'invite',
        linkExpiresAt: new Date(test.clock().getTime() + 72 * hourMs).toISOString(),
      })
    })

    it("refuses a name that would break the e-mails it is written into, in the admin's language", async () => {
      const refused = await asStaff(test, admin, 'POST', '/api/staff/accounts', {
        ...newAccount(),
        name: 'Chan Siu Ming\r\nBcc: someone@example.com',
      })
      expect(refused.json()).toMatchObject({
        success: false,
        data: { errors: [{ field: 'name', message: 'A name cannot hold line breaks, control characters or < >' }] },
      })
    })

    it('creates an account whose person alone is sent the invitation: no key or secret reaches the admin, and only its hash is stored', async () => {
      const input = newAccount()
      const response = await asStaff(test, admin, 'POST', '/api/staff/accounts', {
        ...input,
        email: input.email.replace('@sino.example', '@SINO.example'),
      })
      expect(response.statusCode).toBe(200)
      const expiresAt = new Date(test.clock().getTime() + 72 * hourMs).toISOString()
      const { account } = response.json().data
      expect(response.json().data).toEqual({
        account: {
          id: expect.any(String),
          email: input.email,
          name: input.name,
          role: 'reviewer',
          disabled: false,
          pending: 'invite',
          linkExpiresAt: expiresAt,
          createdAt: test.clock().toISOString(),
          lastSignInAt: null,
          passkeys: 0,
          passkeyRequired: false,
        },
        sentTo: input.email,
        expiresAt,
      })
      const key = await staffLinkKey(test, input.email)
      const mail = (await outbox(test)).find((message) => message.to === input.email)!
      expect(mail.subject).toBe('Your Sino Club staff console account')
      expect(mail.body).toContain(`http://localhost:8080/en/staff/enrol#${key}`)
      expect(mail.body).toContain('within 72 hours')
      expect(response.body).not.toContain(key)
      // The database keeps the key's SHA-256 alone; the account has neither password nor secret yet.
      const [row] = await linkRows(account.id)
      expect(row).toMatchObject({ keyHash: createHash('sha256').update(key).digest('hex'), purpose: 'invite', usedAt: null })
      expect(JSON.stringify(row)).not.toContain(key)
      expect(await storedAccount(account.id)).toMatchObject({ passwordHash: null, totpSecret: null })
      // No one can sign in as them meanwhile, whatever password they try.
      expect(
        (await staffLoginAs(test, { email: input.email, password: 'Review@2026', secret: 'JBSWY3DPEHPK3PXP', role: 'reviewer' }))
          .statusCode,
      ).toBe(401)
      const entries = await auditEntries(`action=staff.create&target=${account.id}`)
      expect(entries).toEqual([
        expect.objectContaining({
          actorKind: 'staff',
          actor: adminAccount.email,
          after: { email: input.email, name: input.name, role: 'reviewer', linkExpiresAt: expiresAt },
        }),
      ])
      expect(JSON.stringify(entries)).not.toContain(key)
    })

    it('lets the link’s holder choose a password of the members’ policy and enrol an authenticator, once; then they are signed in', async () => {
      const input = newAccount()
      const { account } = (await asStaff(test, admin, 'POST', '/api/staff/accounts', input)).json().data
      const key = await staffLinkKey(test, input.email)
      const opened = await openStaffLink(test, key)
      expect(opened.headers['cache-control']).toBe('private, no-store')
      const enrolment = opened.json().data
      expect(enrolment).toEqual({
        name: input.name,
        email: input.email,
        purpose: 'invite',
        totpSecret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\//),
      })
      expect(enrolment.otpauthUri).toContain(`secret=${enrolment.totpSecret}`)
      // Opened again (a reload), the same secret: the one the person may have scanned already.
      expect((await openStaffLink(test, key)).json().data.totpSecret).toBe(enrolment.totpSecret)
      // Kept encrypted with the link until confirmed.
      const [pending] = await linkRows(account.id)
      expect(pending!.pendingTotpSecret).toMatch(/^gcm1:/)
      expect(pending!.pendingTotpSecret).not.toContain(enrolment.totpSecret)

      const person = { email: input.email, password: 'Lee@2026ab', secret: enrolment.totpSecret, role: 'reviewer' as const }
      const weak = await completeStaffLink(test, { key, password: 'password', totp: currentCode(test, person) })
      expect(weak.statusCode).toBe(400)
      expect(weak.json().data.errors).toEqual([
        expect.objectContaining({ field: 'password', code: 'profile.newPasswordInvalid' }),
      ])
      const wrongCode = await completeStaffLink(test, { key, password: person.password, totp: '000000' })
      expect(wrongCode.statusCode).toBe(400)
      expect(wrongCode.json().data.errors).toEqual([expect.objectContaining({ field: 'totp', code: 'staffConsole.code-wrong' })])
      const done = await completeStaffLink(test, { key, password: person.password, totp: currentCode(test, person) })
      expect(done.json()).toMatchObject({ success: true, data: { id: account.id, email: input.email, role: 'reviewer' } })
      const cookie = cookieOf(done)
      expect(String(done.headers['set-cookie'])).toContain('HttpOnly')
      expect((await asStaff(test, cookie, 'GET', '/api/staff/session')).json().data.id).toBe(account.id)

      // Used up: neither opened nor completed again.
      expect((await openStaffLink(test, key)).statusCode).toBe(404)
      const again = await completeStaffLink(test, { key, password: 'Other@2026', totp: freshCode(test, person) })
      expect(again.statusCode).toBe(404)
      expect(again.json().msg).toBe(
        'This link is not valid any more: it has been used, has expired or was replaced by a newer one.',
      )

      // The secret is stored encrypted, for this account only; the person signs in with it.
      const stored = await storedAccount(account.id)
      expect(stored.totpSecret).toMatch(/^gcm1:/)
      expect(stored.totpSecret).not.toContain(enrolment.totpSecret)
      const cipherKey = totpCipherKey(test.app.ctx.config.totpEncryptionKey!)
      expect(openTotpSecret(cipherKey, account.id, stored.totpSecret!)).toBe(enrolment.totpSecret)
      expect(() => openTotpSecret(cipherKey, crypto.randomUUID(), stored.totpSecret!)).toThrow()
      expect((await staffLoginAs(test, person)).statusCode).toBe(200)
      expect(await auditEntries(`action=staff.acceptInvite&target=${account.id}`)).toEqual([
        expect.objectContaining({ actorKind: 'staff', actor: input.email, after: { signedIn: true } }),
      ])
    })

    it('a link works for 72 hours only; an admin sends a new one, which ends the old; an account set up gets 409', async () => {
      const input = newAccount()
      const { account } = (await asStaff(test, admin, 'POST', '/api/staff/accounts', input)).json().data
      const first = await staffLinkKey(test, input.email)
      test.clock.advance(72 * hourMs + 1000)
      admin = await staffCookie(test, adminAccount)
      expect((await openStaffLink(test, first)).statusCode).toBe(404)
      const listed = (await asStaff(test, admin, 'GET', '/api/staff/accounts')).json().data.accounts
      expect(listed.find((entry: { id: string }) => entry.id === account.id)).toMatchObject({
        pending: 'invite',
        linkExpiresAt: null,
      })

      const resent = await asStaff(test, admin, 'POST', `/api/staff/accounts/${account.id}/invite`)
      expect(resent.json().data).toMatchObject({ sentTo: input.email, account: { pending: 'invite' } })
      const second = await staffLinkKey(test, input.email)
      expect(resent.body).not.toContain(second)
      const third = (await asStaff(test, admin, 'POST', `/api/staff/accounts/${account.id}/invite`)).json().data
      expect(third.sentTo).toBe(input.email)
      const newest = await staffLinkKey(test, input.email)
      expect((await openStaffLink(test, second)).statusCode).toBe(404)
      const secret = (await openStaffLink(test, newest)).json().data.totpSecret
      const person = { email: input.email, password: 'Lee@2026ab', secret, role: 'reviewer' as const }
      expect(
        (await completeStaffLink(test, { key: newest, password: person.password, totp: currentCode(test, person) })).statusCode,
      ).toBe(200)
      const setUp = await asStaff(test, admin, 'POST', `/api/staff/accounts/${account.id}/invite`)
      expect(setUp.statusCode).toBe(409)
      expect(setUp.json().msg).toBe('This account is set up already: reset its authenticator instead.')
      expect(await auditEntries(`action=staff.resendLink&target=${account.id}`)).toHaveLength(2)
      expect((await asStaff(test, admin, 'POST', `/api/staff/accounts/${crypto.randomUUID()}/invite`)).statusCode).toBe(404)
    })

    it('refuses a link of a disabled account', async () => {
      const input = newAccount()
      const { account } = (await asStaff(test, admin, 'POST', '/api/staff/accounts', input)).json().data
      const key = await staffLinkKey(test, input.email)
      await asStaff(test, admin, 'POST', `/api/staff/accounts/${account.id}/disable`)
      expect((await openStaffLink(test, key)).statusCode).toBe(404)
    })

    it('refuses a bad e-mail, an empty name and a password chosen for the person, naming the fields', async () => {
      const refused = await asStaff(test, admin, 'POST', '/api/staff/accounts', {
        ...newAccount(),
        email: 'not-an-address',
        name: '   ',
      })
      expect(refused.statusCode).toBe(400)
      const fields = refused.json().data.errors.map((error: { field: string }) => error.field)
      expect(fields.sort()).toEqual(['email', 'name'])
      const withPassword = await asStaff(test, admin, 'POST', '/api/staff/accounts', { ...newAccount(), password: 'Review@2026' })
      expect(withPassword.statusCode).toBe(400)
      expect(withPassword.json().data.errors.map((error: { field: string }) => error.field)).toEqual(['password'])
    })

    it('refuses an e-mail that has an account already, whatever its case (409)', async () => {
      const input = newAccount()
      expect((await asStaff(test, admin, 'POST', '/api/staff/accounts', input)).statusCode).toBe(200)
      const again = await asStaff(test, admin, 'POST', '/api/staff/accounts', { ...input, email: input.email.toUpperCase() })
      expect(again.statusCode).toBe(409)
      expect(again.json().msg).toBe('A staff account with this e-mail exists already.')
    })

    it('disables an account: its open session ends at once and it cannot sign in; enabling lets it in again; both audited', async () => {
      const { account, cookie, id } = await signedInStaff()
      const disabled = await asStaff(test, admin, 'POST', `/api/staff/accounts/${id}/disable`)
      expect(disabled.json()).toMatchObject({ success: true, data: { id, email: account.email, disabled: true } })
      expect((await asStaff(test, cookie, 'GET', '/api/staff/members')).statusCode).toBe(401)
      expect((await staffLoginAs(test, account)).statusCode).toBe(401)
      const enabled = await asStaff(test, admin, 'POST', `/api/staff/accounts/${id}/enable`)
      expect(enabled.json().data).toMatchObject({ id, disabled: false })
      // The session ended with the disabling stays ended.
      expect((await asStaff(test, cookie, 'GET', '/api/staff/members')).statusCode).toBe(401)
      expect((await staffLoginAs(test, account)).statusCode).toBe(200)
      const entries = await auditEntries(`target=${id}`)
      const changes = entries.filter((entry) => entry.action === 'staff.disable' || entry.action === 'staff.enable')
      expect(changes).toEqual([
        expect.objectContaining({
          action: 'staff.enable',
          actor: adminAccount.email,
          before: { disabled: true },
          after: { disabled: false },
        }),
        expect.objectContaining({
          action: 'staff.disable',
          actor: adminAccount.email,
          before: { disabled: false },
          after: { disabled: true },
        }),
      ])
      expect((await asStaff(test, admin, 'POST', `/api/staff/accounts/${crypto.randomUUID()}/disable`)).statusCode).toBe(404)
    })

    it('refuses an admin disabling their own account', async () => {
      const me = await staffSessionOf(test, admin)
      const refused = await asStaff(test, admin, 'POST', `/api/staff/accounts/${me.id}/disable`)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().msg).toBe('You cannot disable your own account.')
      expect((await asStaff(test, admin, 'GET', '/api/staff/accounts')).statusCode).toBe(200)
    })

    it('resets an authenticator: the old secret stops at once, every session of the account ends, and only its person gets the link to enrol a new one', async () => {
      const { account, cookie, id } = await signedInStaff()
      const otherDevice = await staffCookie(test, account)
      const reset = await asStaff(test, admin, 'POST', `/api/staff/accounts/${id}/resetTotp`)
      expect(reset.statusCode).toBe(200)
      expect(reset.json().data).toMatchObject({ sentTo: account.email, account: { id, pending: 'authenticator' } })
      expect(reset.body).not.toMatch(/otpauth|totpSecret/)
      // The cookies of before the reset open nothing.
      for (const old of [cookie, otherDevice])
        expect((await asStaff(test, old, 'GET', '/api/staff/session')).statusCode).toBe(401)
      expect((await storedAccount(id)).totpSecret).toBeNull()
      expect((await staffLoginAs(test, account)).statusCode).toBe(401)

      const key = await staffLinkKey(test, account.email)
      const mail = (await outbox(test)).find((message) => message.to === account.email)!
      expect(mail.subject).toBe('Set up your authenticator for the Sino Club staff console')
      expect(reset.body).not.toContain(key)
      const enrolment = (await openStaffLink(test, key)).json().data
      expect(enrolment).toMatchObject({ purpose: 'authenticator', email: account.email })
      expect(enrolment.totpSecret).not.toBe(account.secret)
      const renewed = { ...account, secret: enrolment.totpSecret }
      // The link alone lets no one in: the account's password is asked.
      const wrongPassword = await completeStaffLink(test, { key, password: 'Wrong@2026', totp: currentCode(test, renewed) })
      expect(wrongPassword.statusCode).toBe(400)
      expect(wrongPassword.json().data.errors).toEqual([
        expect.objectContaining({ field: 'password', code: 'staffConsole.current-password-wrong' }),
      ])
      const done = await completeStaffLink(test, { key, password: account.password, totp: currentCode(test, renewed) })
      expect(done.json()).toMatchObject({ success: true, data: { id } })
      test.clock.advance(30_000)
      const oldCode = totpOf(account.secret).generate({ timestamp: test.clock().getTime() })
      expect((await staffLoginAs(test, account, oldCode)).statusCode).toBe(401)
      expect((await staffLoginAs(test, renewed)).statusCode).toBe(200)
      const entries = await auditEntries(`action=staff.resetTotp&target=${id}`)
      expect(entries).toEqual([
        expect.objectContaining({
          actor: adminAccount.email,
          targetId: id,
          before: { pending: null, passkeyRequired: false },
          // Both of its sign-ins.
          after: expect.objectContaining({ pending: 'authenticator', sessionsEnded: 2 }),
        }),
      ])
      expect(JSON.stringify(await auditEntries(`target=${id}`))).not.toContain(enrolment.totpSecret)
      expect((await asStaff(test, admin, 'POST', `/api/staff/accounts/${crypto.randomUUID()}/resetTotp`)).statusCode).toBe(404)
    })

    it('lets staff change their own password with the current one: other sessions end, this one goes on, audited', async () => {
      const { account, cookie, id } = await signedInStaff()
      const otherDevice = await staffCookie(test, account)
      const change = (payload: object) => asStaff(test, cookie, 'POST', '/api/staff/password', payload)
      const wrong = await change({ currentPassword: 'Wrong@2026', newPassword: 'Fresh@2027' })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().data.errors).toEqual([
        expect.objectContaining({ field: 'currentPassword', code: 'staffConsole.current-password-wrong' }),
      ])
      const weak = await change({ currentPassword: account.password, newPassword: 'fresh2027' })
      expect(weak.statusCode).toBe(400)
      expect(weak.json().data.errors.map((error: { field: string }) => error.field)).toEqual(['newPassword'])
      expect((await change({ currentPassword: account.password, newPassword: 'Fresh@2027' })).json()).toMatchObject({
        success: true,
      })
      expect((await asStaff(test, cookie, 'GET', '/api/staff/session')).statusCode).toBe(200)
      expect((await asStaff(test, otherDevice, 'GET', '/api/staff/session')).statusCode).toBe(401)
      expect((await staffLoginAs(test, account)).statusCode).toBe(401)
      expect((await staffLoginAs(test, { ...account, password: 'Fresh@2027' })).statusCode).toBe(200)
      expect(await auditEntries(`action=staff.changePassword&target=${id}`)).toEqual([
        // The other device's.
        expect.objectContaining({ actor: account.email, after: { otherSessionsEnded: 1 } }),
      ])
    })

    it('throttles guesses of the current password like sign-in', async () => {
      const { account, cookie } = await signedInStaff()
      for (let i = 0; i < 5; i += 1) {
        const wrong = await asStaff(test, cookie, 'POST', '/api/staff/password', {
          currentPassword: 'Wrong@2026',
          newPassword: 'Fresh@2027',
        })
        expect(wrong.statusCode).toBe(400)
      }
      const paused = await asStaff(test, cookie, 'POST', '/api/staff/password', {
        currentPassword: account.password,
        newPassword: 'Fresh@2027',
      })
      expect(paused.statusCode).toBe(429)
    })
  })

  describe('TOTP secrets at rest', () => {
    it('are encrypted at start-up when found in plain text (as before this change), and still sign in', async () => {
      const { account, id } = await signedInStaff()
      // As stored before secrets were encrypted.
      await test.database.db.update(staffAccounts).set({ totpSecret: account.secret }).where(eq(staffAccounts.id, id))
      expect((await storedAccount(id)).totpSecret).toBe(account.secret)
      // A restart (or another node) at this test's time, a step on.
      const restarted = await startTestApp(kind, { sharing: test, clockStart: new Date(test.clock().getTime() + 30_000) })
      try {
        const stored = (await storedAccount(id)).totpSecret!
        expect(stored).toMatch(/^gcm1:/)
        expect(openTotpSecret(totpCipherKey(restarted.app.ctx.config.totpEncryptionKey!), id, stored)).toBe(account.secret)
        const signIn = await restarted.app.inject({
          method: 'POST',
          url: '/api/staff/login',
          payload: { email: account.email, password: account.password, totp: currentCode(restarted, account) },
        })
        expect(signIn.statusCode).toBe(200)
      } finally {
        await restarted.close()
      }
    })

    it('stop a start with a key that does not open them', async () => {
      await signedInStaff()
      await expect(
        startTestApp(kind, { sharing: test, env: { TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex') } }),
      ).rejects.toThrow(/TOTP_ENCRYPTION_KEY does not open the staff TOTP secrets/)
    })
  })

  describe('referral codes', () => {
    it('creates a referral code in capitals, lists it with who used it, and audits it', async () => {
      const code = `ref-${unique()}`
      test.clock.advance(60_000)
      const created = await asStaff(test, admin, 'POST', '/api/staff/referralCodes', { code, type: 'tenant', estateId: 2 })
      const expected = {
        code: code.toUpperCase(),
        type: 'tenant',
        estateId: 2,
        createdAt: test.clock().toISOString(),
        usedAt: null,
        usedBy: null,
      }
      expect(created.json()).toMatchObject({ success: true, data: expected })
      const noEstate = await asStaff(test, admin, 'POST', '/api/staff/referralCodes', {
        code: `${code}-b`,
        type: 'owner',
        estateId: null,
      })
      expect(noEstate.json().data).toMatchObject({ code: `${code}-B`.toUpperCase(), estateId: null })
      const listed = (await asStaff(test, admin, 'GET', '/api/staff/referralCodes')).json().data
      expect(listed.codes).toContainEqual(expected)
      expect(listed.more).toBe(false)
      // Used as registration uses it.
      const member = await addMember(test)
      test.clock.advance(60_000)
      await useReferral(test.database.db, code.toUpperCase(), member.id, test.clock())
      const used = (await asStaff(test, admin, 'GET', '/api/staff/referralCodes')).json().data.codes
      expect(used).toContainEqual({
        ...expected,
        usedAt: test.clock().toISOString(),
        usedBy: { id: member.id, clubMemberId: member.clubMemberId },
      })
      expect(await auditEntries(`action=referral.create&target=${code.toUpperCase()}`)).toEqual([
        expect.objectContaining({ actor: adminAccount.email, after: { type: 'owner', estateId: null } }),
        expect.objectContaining({ actor: adminAccount.email, after: { type: 'tenant', estateId: 2 } }),
      ])
    })

    it('refuses a code that exists (409), a code of 3 letters (400), and an estate without a complete address', async () => {
      const code = `TWICE${unique()}`.toUpperCase()
      expect(
        (await asStaff(test, admin, 'POST', '/api/staff/referralCodes', { code, type: 'owner', estateId: null })).statusCode,
      ).toBe(200)
      const twice = await asStaff(test, admin, 'POST', '/api/staff/referralCodes', {
        code: code.toLowerCase(),
        type: 'staff',
        estateId: null,
      })
      expect(twice.statusCode).toBe(409)
      expect(twice.json().msg).toBe('This referral code exists already.')
      const short = await asStaff(test, admin, 'POST', '/api/staff/referralCodes', { code: 'ABC', type: 'owner', estateId: null })
      expect(short.statusCode).toBe(400)
      expect(short.json().data.errors.map((error: { field: string }) => error.field)).toEqual(['code'])
      const incomplete = await asStaff(test, admin, 'POST', '/api/staff/referralCodes', {
        code: `OTHER${unique()}`,
        type: 'owner',
        estateId: 21,
      })
      expect(incomplete.statusCode).toBe(409)
      const listed = (await asStaff(test, admin, 'GET', '/api/staff/referralCodes')).json().data.codes
      expect(listed.filter((entry: { code: string }) => entry.code === code || entry.code.startsWith('OTHER'))).toEqual([
        expect.objectContaining({ code, type: 'owner' }),
      ])
    })
  })

  describe('audit log', () => {
    it('filters by days in Hong Kong time, both days included', async () => {
      const { member } = await memberWithEmail()
      const view = async () => {
        expect((await asStaff(test, reviewer, 'GET', `/api/staff/members/${member.id}`)).statusCode).toBe(200)
        return test.clock().toISOString()
      }
      // Ten minutes before a Hong Kong midnight, a day and more ahead (sessions are signed in afresh).
      const hongKongNow = test.clock().getTime() + 8 * hourMs
      const target = (Math.floor(hongKongNow / dayMs) + 2) * dayMs - 8 * hourMs - 10 * 60_000
      test.clock.advance(target - test.clock().getTime())
      reviewer = await staffCookie(test, reviewerAccount)
      const lateEvening = await view()
      // Twenty minutes on: the same day in UTC, the next day in Hong Kong.
      test.clock.advance(20 * 60_000)
      const afterMidnight = await view()
      expect(afterMidnight.slice(0, 10)).toBe(lateEvening.slice(0, 10))
      test.clock.advance(dayMs)
      reviewer = await staffCookie(test, reviewerAccount)
      const nextDay = await view()
      admin = await staffCookie(test, adminAccount)

      const [first, second, third] = [lateEvening, afterMidnight, nextDay].map((at) => hongKongDay(new Date(at)))
      expect(new Set([first, second, third]).size).toBe(3)
      const viewsOn = async (days: string) =>
        (await auditEntries(`action=member.view&target=${member.id}&${days}`)).map((entry) => entry.at)
      expect(await viewsOn(`from=${first}&to=${first}`)).toEqual([lateEvening])
      expect(await viewsOn(`from=${second}&to=${second}`)).toEqual([afterMidnight])
      expect(await viewsOn(`from=${first}&to=${second}`)).toEqual([afterMidnight, lateEvening])
      expect(await viewsOn(`from=${second}`)).toEqual([nextDay, afterMidnight])
      expect(await viewsOn(`to=${second}`)).toEqual([afterMidnight, lateEvening])
      expect(await viewsOn(`from=${third}&to=${third}`)).toEqual([nextDay])
    })

    it('refuses a first day after the last, and a day that does not exist (400)', async () => {
      for (const days of ['from=2026-11-23&to=2026-11-22', 'from=2026-02-31', 'to=2026-13-01', 'from=2026-2-3']) {
        const refused = await asStaff(test, admin, 'GET', `/api/staff/auditLog?${days}`)
        expect([days, refused.statusCode]).toEqual([days, 400])
        expect(refused.json().data.errors.map((error: { field: string }) => error.field)).toEqual(['from'])
      }
      expect((await asStaff(test, admin, 'GET', '/api/staff/auditLog?from=2026-11-22&to=2026-11-22')).statusCode).toBe(200)
    })
  })

  describe('audit of every change', () => {
    it('records referral:create, receipt-link:create and member:create with the actor operator', async () => {
      const code = `OPS${unique()}`.toUpperCase()
      await runOperation(test.app.ctx, 'referral.create', { code, type: 'resident', estate: 2 })
      const event = uniqueEvent('Operator Gala')
      await runOperation(test.app.ctx, 'receiptLink.create', { event, count: 2, language: 'sc' })
      const member = (await runOperation(test.app.ctx, 'member.create', memberInput({ tier: 'privilege' }))) as {
        id: string
        clubMemberId: string
      }
      expect(await auditEntries(`action=referral.create&target=${code}`)).toEqual([
        expect.objectContaining({ actorKind: 'operator', actor: 'operator', after: { type: 'resident', estateId: 2 } }),
      ])
      expect(await auditEntries(`action=receiptLinks.create&target=${encodeURIComponent(event)}`)).toEqual([
        expect.objectContaining({ actorKind: 'operator', after: { count: 2, language: 'sc' } }),
      ])
      expect(await auditEntries(`action=member.create&target=${member.id}`)).toEqual([
        expect.objectContaining({
          actorKind: 'operator',
          after: { clubMemberId: member.clubMemberId, tier: 'privilege', firstTime: false },
        }),
      ])
    })

    it('writes each entry in its change’s transaction: a change whose entry cannot be written is not made', async () => {
      const code = `ATOMIC${unique()}`.toUpperCase()
      const event = uniqueEvent('Atomic Night')
      const email = `atomic${unique()}@sino.example`
      const phone = uniquePhone()
      // For this test only: the audit table refuses every new entry.
      await test.database.db.execute(sql`create function refuse_audit_insert_for_test() returns trigger language plpgsql as $$
        begin raise exception 'no audit entry may be written now'; end $$`)
      await test.database.db.execute(
        sql`create trigger refuse_audit_insert_for_test before insert on audit_log for each row execute function refuse_audit_insert_for_test()`,
      )
      try {
        const referral = await asStaff(test, admin, 'POST', '/api/staff/referralCodes', { code, type: 'owner', estateId: null })
        expect(referral.statusCode).toBe(500)
        const links = await asStaff(test, admin, 'POST', '/api/staff/receiptLinks', { event, count: 2, language: 'en' })
        expect(links.statusCode).toBe(500)
        const account = await asStaff(test, admin, 'POST', '/api/staff/accounts', { email, name: 'Atomic', role: 'reviewer' })
        expect(account.statusCode).toBe(500)
        await expect(runOperation(test.app.ctx, 'referral.create', { code: `${code}-OPS`, type: 'owner' })).rejects.toThrow()
        await expect(runOperation(test.app.ctx, 'member.create', memberInput({ phone }))).rejects.toThrow()
      } finally {
        await test.database.db.execute(sql`drop trigger refuse_audit_insert_for_test on audit_log`)
        await test.database.db.execute(sql`drop function refuse_audit_insert_for_test()`)
      }
      const codes = (await asStaff(test, admin, 'GET', '/api/staff/referralCodes')).json().data.codes
      expect(codes.filter((entry: { code: string }) => entry.code.startsWith(code))).toEqual([])
      const events = (await asStaff(test, admin, 'GET', '/api/staff/receiptEvents')).json().data.events
      expect(events.filter((entry: { event: string }) => entry.event === event)).toEqual([])
      const accounts = (await asStaff(test, admin, 'GET', '/api/staff/accounts')).json().data.accounts
      expect(accounts.filter((entry: { email: string }) => entry.email === email)).toEqual([])
      expect((await outbox(test)).filter((message) => message.to === email)).toEqual([])
      const members = (await asStaff(test, reviewer, 'GET', `/api/staff/members?q=${phone}`)).json().data.items
      expect(members).toEqual([])
    })

    it('records a member search with what it found', async () => {
      const { member } = await memberWithEmail()
      const found = (await asStaff(test, reviewer, 'GET', `/api/staff/members?q=${member.clubMemberId}`)).json().data
      expect(found.items).toHaveLength(1)
      expect(await auditEntries(`action=members.search&target=${member.clubMemberId}`)).toEqual([
        expect.objectContaining({ actor: reviewerAccount.email, after: { found: 1, more: false } }),
      ])
    })
  })
})

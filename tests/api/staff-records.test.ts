import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useReferral } from '#server/modules/referrals/referral-codes.ts'
import { totpOf } from '#server/modules/staff/staff-accounts.ts'
import { getAs, parkingPayload, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { addStaff, asStaff, staffCookie, staffLoginAs, type StaffAccount } from './support/staff.ts'
import {
  hongKongDay,
  hongKongMinute,
  receiptLinkIds,
  receiptSent,
  staffSessionOf,
  uniqueEvent,
  type SignedInStaff,
} from './support/staff-records.ts'
import { addMember, bearer, databaseKinds, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

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

describe.each(databaseKinds)('staff records and administration (%s)', (kind) => {
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
        [
          'POST',
          '/api/staff/accounts',
          { email: `never${unique()}@sino.example`, name: 'Never', role: 'admin', password: 'Review@2026' },
        ],
        ['POST', `/api/staff/accounts/${staffId}/disable`, undefined],
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
      await asStaff(test, reviewer, 'POST', `/api/staff/parkingForms/${parking.id}/reject`, { reason: 'Plate unreadable' })
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
          reason: 'Plate unreadable',
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

    it('ends every open session of a member: each token is refused at once, and it is audited', async () => {
      const { member, token } = await memberWithEmail()
      const other = await loginAs(test, member)
      // Both sessions have been used, so the server may hold them in its cache.
      for (const each of [token, other]) expect((await getAs(test, each, '/api/getProfile')).statusCode).toBe(200)
      const ended = await asStaff(test, reviewer, 'POST', `/api/staff/members/${member.id}/endSessions`)
      expect(ended.json()).toMatchObject({ success: true, data: { ended: 2 } })
      for (const each of [token, other]) expect((await getAs(test, each, '/api/getProfile')).statusCode).toBe(401)
      const record = (await asStaff(test, reviewer, 'GET', `/api/staff/members/${member.id}`)).json().data
      expect(record.member.openSessions).toBe(0)
      expect((await asStaff(test, reviewer, 'POST', `/api/staff/members/${member.id}/endSessions`)).json().data).toEqual({
        ended: 0,
      })
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
      password: 'Review@2026',
    })

    it('lists every account with its role, state, creation and last sign-in', async () => {
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
        createdAt: expect.any(String),
        lastSignInAt: signedInAt,
      })
      expect(accounts).toContainEqual({ ...created, lastSignInAt: null })
    })

    it('creates an account that signs in with a code of the secret it is given, audited with the admin as actor', async () => {
      const input = newAccount()
      const response = await asStaff(test, admin, 'POST', '/api/staff/accounts', {
        ...input,
        email: input.email.replace('@sino.example', '@SINO.example'),
      })
      expect(response.statusCode).toBe(200)
      const { account, enrolment } = response.json().data
      expect(account).toEqual({
        id: expect.any(String),
        email: input.email,
        name: input.name,
        role: 'reviewer',
        disabled: false,
        createdAt: test.clock().toISOString(),
        lastSignInAt: null,
      })
      expect(enrolment.totpSecret).toMatch(/^[A-Z2-7]{32}$/)
      expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//)
      expect(enrolment.otpauthUri).toContain(`secret=${enrolment.totpSecret}`)
      const signIn = await staffLoginAs(test, { ...input, role: 'reviewer', secret: enrolment.totpSecret })
      expect(signIn.json()).toMatchObject({ success: true, data: { id: account.id, role: 'reviewer' } })
      expect(await auditEntries(`action=staff.create&target=${account.id}`)).toEqual([
        expect.objectContaining({
          actor: adminAccount.email,
          after: { email: input.email, name: input.name, role: 'reviewer' },
        }),
      ])
      expect(JSON.stringify(await auditEntries(`target=${account.id}`))).not.toContain(enrolment.totpSecret)
    })

    it('refuses a weak password, a bad e-mail and an empty name, naming the fields', async () => {
      const refused = await asStaff(test, admin, 'POST', '/api/staff/accounts', {
        ...newAccount(),
        email: 'not-an-address',
        name: '   ',
        password: 'password',
      })
      expect(refused.statusCode).toBe(400)
      const fields = refused.json().data.errors.map((error: { field: string }) => error.field)
      expect(fields.sort()).toEqual(['email', 'name', 'password'])
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
      const entries = await auditEntries(`target=${id}&action=staff.`)
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

    it('resets an authenticator: codes of the old secret are refused, codes of the new one work, and the log keeps no secret', async () => {
      const { account, id } = await signedInStaff()
      const reset = await asStaff(test, admin, 'POST', `/api/staff/accounts/${id}/resetTotp`)
      expect(reset.statusCode).toBe(200)
      const { totpSecret, otpauthUri } = reset.json().data
      expect(totpSecret).toMatch(/^[A-Z2-7]{32}$/)
      expect(totpSecret).not.toBe(account.secret)
      expect(otpauthUri).toContain(`secret=${totpSecret}`)
      expect(otpauthUri).toContain(encodeURIComponent(account.email))
      test.clock.advance(30_000)
      const oldCode = totpOf(account.secret).generate({ timestamp: test.clock().getTime() })
      const newCode = totpOf(totpSecret).generate({ timestamp: test.clock().getTime() })
      expect((await staffLoginAs(test, account, oldCode)).statusCode).toBe(401)
      expect((await staffLoginAs(test, { ...account, secret: totpSecret }, newCode)).statusCode).toBe(200)
      const entries = await auditEntries(`action=staff.resetTotp&target=${id}`)
      expect(entries).toEqual([expect.objectContaining({ actor: adminAccount.email, targetId: id })])
      expect(JSON.stringify(entries)).not.toContain(totpSecret)
      expect((await asStaff(test, admin, 'POST', `/api/staff/accounts/${crypto.randomUUID()}/resetTotp`)).statusCode).toBe(404)
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
})

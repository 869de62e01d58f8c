import { eq, getTableName, is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReturnCode } from '#contract/return-codes'
import { businessDeadline } from '#contract/rules/review'
import * as schema from '#server/db/schema.ts'
import { memberClose } from '#server/cli/commands/member-close.ts'
import { closeDueAccounts } from '#server/modules/privacy/account-closing.ts'
import { purgeExpiredExports } from '#server/modules/privacy/data-exports.ts'
import { memberDataSections, tablesLeftOut } from '#server/modules/privacy/member-data.ts'
import { getAs, parkingPayload, postAs, uploadDocument } from './support/applications.ts'
import { exportFile, myData, preparedExport } from './support/privacy.ts'
import { eventually } from './support/eventually.ts'
import { outbox } from './support/registration.ts'
import { commandsReach, runCommandHere } from './support/run-command.ts'
import { addStaff, asStaff, staffCookie } from './support/staff.ts'
import { receiptLinkIds, receiptSent } from './support/staff-records.ts'
import { addMember, bearer, databasesFor, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))
const nameOf = (table: PgTable) => getTableName(table)

/** Tables with a column that references one of `targets`, and those columns' names. */
function referencing(targets: Set<string>): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const table of tables) {
    for (const key of getTableConfig(table).foreignKeys) {
      const reference = key.reference()
      if (!targets.has(nameOf(reference.foreignTable))) continue
      found.set(nameOf(table), [...(found.get(nameOf(table)) ?? []), ...reference.columns.map((column) => column.name)])
    }
  }
  return found
}

/** Every table whose rows are about a member: those naming one, and those naming such rows (their documents). */
function memberTables(): Set<string> {
  const about = new Set(['members'])
  for (let size = 0; size !== about.size;) {
    size = about.size
    for (const name of referencing(about).keys()) about.add(name)
  }
  return about
}

const exportedTables = new Set(Object.values(memberDataSections).map((section) => nameOf(section.table)))

let nameCounter = 0
/** A name no other member of the test run has, so that a search for it finds this member only. */
const uniqueName = () =>
  `Privacy${'abcdefghij'[process.pid % 10]}${'klmnopqrst'[++nameCounter % 10]}${Date.now().toString(36).replace(/\d/g, '')}`

describe('what the copy of a member’s data must hold', () => {
  it('every table that names a member, or a member’s rows, is in the copy or left out with a reason', () => {
    const missing = [...memberTables()].filter((name) => !exportedTables.has(name) && !(name in tablesLeftOut))
    expect(missing).toEqual([])
    for (const reason of Object.values(tablesLeftOut)) expect(reason.length).toBeGreaterThan(10)
  })
})

describe.each(databasesFor('postgres'))('a member’s own data (%s)', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  /** A Privilege member with something in most tables: a parking application with a document, a receipt, interests, a pending phone change. */
  async function busyMember() {
    const firstName = uniqueName()
    const email = `${firstName.toLowerCase()}@example.com`
    const member = await addMember(test, { tier: 'privilege', firstName, email })
    const token = await loginAs(test, member)
    const documentId = await uploadDocument(test, token)
    expect((await postAs(test, token, '/api/createParkingForm', parkingPayload([documentId]))).json()).toMatchObject({
      success: true,
    })
    expect((await postAs(test, token, '/api/updateInterest', { interestIds: [1, 2] })).json()).toMatchObject({ success: true })
    const [linkId] = await receiptLinkIds(test, `Privacy event ${nameCounter}`)
    await receiptSent(test, linkId!, { headers: bearer(token) })
    await postAs(test, token, '/api/updateProfile', { mobilePhone: '98765432', currentPassword: member.password })
    return { member, token, firstName, email, documentId }
  }

  it('the copy holds every row that names the member, no secret, and goes after 7 days', async () => {
    const { member, token, firstName, email, documentId } = await busyMember()
    await preparedExport(test, token)
    const json = await exportFile(test, token, 'json')
    expect(json.statusCode).toBe(200)
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="sino-club-my-data\.json"/)
    const copy = json.json()
    expect(copy).toMatchObject({ clubMemberId: member.clubMemberId, name: `${firstName} Chan` })

    // Each table naming the member directly: the copy has as many rows as the table.
    for (const [section, { table }] of Object.entries(memberDataSections)) {
      const columns = referencing(new Set(['members'])).get(nameOf(table)) ?? (nameOf(table) === 'members' ? ['id'] : [])
      if (columns.length === 0) continue
      const result = await test.database.db.execute(
        sql`select count(*)::int as n from ${table} where ${sql.join(
          columns.map((column) => sql`${sql.identifier(column)} = ${member.id}`),
          sql` or `,
        )}`,
      )
      const rows = (result as unknown as { rows: { n: number }[] }).rows
      expect(copy.sections[section], section).toHaveLength(rows[0]!.n)
    }
    expect(copy.sections.parkingApplications).toHaveLength(1)
    expect(copy.sections.parkingDocuments).toHaveLength(1)
    expect(copy.sections.receipts).toHaveLength(1)
    expect(copy.sections.interests).toHaveLength(2)
    expect(copy.sections.documents[0]).toMatchObject({ id: documentId, download: `/api/uploadedFile/${documentId}` })
    expect(copy.sections.verificationCodes[0]).toMatchObject({ purpose: 'changePhone', newMobilePhone: '98765432' })
    const text = json.body
    for (const secret of ['passwordHash', 'tokenHash', 'codeHash', 'keyHash', 'storedName', 'totp'])
      expect(text).not.toContain(secret)

    const html = await exportFile(test, token, 'html')
    expect(html.headers['content-type']).toContain('text/html')
    expect(html.body).toContain(`${firstName} Chan`)
    expect(html.body).toContain('<html lang="en">')
    expect(html.body).not.toMatch(/<script|src=|href=/)
    // The page's own policy, not the app's: it runs and loads nothing, wherever it is opened.
    expect(html.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
    // Read by a person: labels and codes in words, no column names, ids or raw records.
    for (const words of ['Member ID', 'Mobile number', 'Language for messages', 'English', 'Dining', 'Shopping', '+852'])
      expect(html.body).toContain(words)
    expect(html.body).toContain('<dt>Status</dt><dd>Applied</dd>')
    for (const raw of ['clubMemberId', 'defaultLangId', 'interestId', 'countryCodeId', member.id, documentId, '✗', '<pre>'])
      expect(html.body).not.toContain(raw)

    const mail = (await outbox(test)).find((m) => m.to === email && m.subject?.includes('ready'))
    expect(mail?.body).toContain('/en/my-account/Profile#my-data')

    // The listed document downloads through the existing call.
    expect((await getAs(test, token, `/api/uploadedFile/${documentId}`)).statusCode).toBe(200)

    test.clock.advance(8 * 86_400_000)
    await purgeExpiredExports(test.app.ctx)
    expect(await myData(test, token)).toMatchObject({ export: null })
    expect((await exportFile(test, token, 'json')).statusCode).toBe(404)
  })

  it('a copy is in the member’s language: the readable page and the e-mail', async () => {
    const member = await addMember(test, {
      firstName: uniqueName(),
      email: `${uniqueName().toLowerCase()}@example.com`,
      language: 'tc',
    })
    const token = await loginAs(test, member)
    await preparedExport(test, token)
    const html = await exportFile(test, token, 'html')
    expect(html.body).toContain('<html lang="zh-HK">')
    expect(html.body).toContain('信和會持有的您的資料')
    for (const words of ['<dt>會員編號</dt>', '<dt>通訊語言</dt><dd>繁體中文</dd>', '<dt>會籍</dt><dd>普通會員</dd>'])
      expect(html.body).toContain(words)
    expect(html.body).not.toMatch(/firstName|tier|\bId\b/)
  })

  it('the consents show with their dates; the marketing one may be withdrawn, and staff see it', async () => {
    const member = await addMember(test)
    const now = test.clock()
    await test.database.db
      .update(schema.members)
      .set({ tncAcceptedAt: now, picsAcceptedAt: now, consentToGroup: true, consentToGroupAt: now })
      .where(eq(schema.members.id, member.id))
    const token = await loginAs(test, member)
    expect((await myData(test, token)).consents).toEqual({
      termsAcceptedAt: now.toISOString(),
      collectionStatementAcceptedAt: now.toISOString(),
      marketing: { given: true, givenAt: now.toISOString(), withdrawnAt: null },
    })
    test.clock.advance(60_000)
    const withdrawn = await postAs(test, token, '/api/withdrawMarketingConsent', {})
    const expected = { given: false, givenAt: now.toISOString(), withdrawnAt: test.clock().toISOString() }
    expect(withdrawn.json()).toMatchObject({ success: true, data: { marketing: expected } })
    const cookie = await staffCookie(test, await addStaff(test))
    const record = (await asStaff(test, cookie, 'GET', `/api/staff/members/${member.id}`)).json().data
    expect(record.consents.marketing).toEqual(expected)

    test.clock.advance(60_000)
    const givenAgain = await postAs(test, token, '/api/giveMarketingConsent', {})
    const again = { given: true, givenAt: test.clock().toISOString(), withdrawnAt: null }
    expect(givenAgain.json()).toMatchObject({ success: true, data: { marketing: again } })
    test.clock.advance(60_000)
    expect((await postAs(test, token, '/api/giveMarketingConsent', {})).json().data.marketing).toEqual(again)
  })

  it('makes one copy at a time and at most three a day: a repeat answers the copy made', async () => {
    const email = `${uniqueName().toLowerCase()}@example.com`
    const member = await addMember(test, { email })
    const token = await loginAs(test, member)
    const readyMails = async () => (await outbox(test)).filter((m) => m.to === email && m.subject?.includes('ready')).length
    const asked = []
    for (let call = 0; call < 30; call += 1) {
      asked.push((await postAs(test, token, '/api/requestDataExport', {})).json().data)
      test.clock.advance(1000)
    }
    expect(new Set(asked.map((state) => state.requestedAt)).size).toBe(1)
    await eventually(async () => ({ mails: await readyMails() }), { mails: 1 })
    await test.app.ctx.notifier.settle()
    expect(await readyMails()).toBe(1)
    test.clock.advance(8 * 3_600_000 + 1000)
    const later = (await postAs(test, token, '/api/requestDataExport', {})).json().data
    expect(later.requestedAt).toBe(test.clock().toISOString())
  })

  it('a request to close the account is e-mailed at once, with its date and how to cancel, whoever made it', async () => {
    const email = `${uniqueName().toLowerCase()}@example.com`
    const member = await addMember(test, { email, language: 'tc' })
    const token = await loginAs(test, member)
    const closingMails = async () => (await outbox(test)).filter((m) => m.to === email && m.subject?.includes('結束'))
    const asked = await postAs(test, token, '/api/requestAccountClosing', { password: member.password })
    const { closesAt } = asked.json().data
    const date = new Date(closesAt).toLocaleDateString('zh-HK', { timeZone: 'Asia/Hong_Kong', dateStyle: 'long' })
    const [mail] = await closingMails()
    expect(mail?.subject).toBe(`您的信和會帳戶將於${date}結束`)
    expect(mail?.body).toContain(member.clubMemberId)
    expect(mail?.body).toContain(`${test.app.ctx.config.publicUrl}/tc/my-account/Profile`)
    // A repeat answers the request waiting, and tells nothing again.
    await postAs(test, token, '/api/requestAccountClosing', { password: member.password })
    expect(await closingMails()).toHaveLength(1)

    await postAs(test, token, '/api/cancelAccountClosing', {})
    const back = await commandsReach(test)
    try {
      expect((await runCommandHere(memberClose, ['--member', member.clubMemberId])).code).toBe(0)
    } finally {
      await back()
    }
    await eventually(async () => ({ mails: (await closingMails()).length }), { mails: 2 })
  })

  it('closing: asked with the password, seen by staff, cancelled, asked by post; on the date the member is erased', async () => {
    const { member, token, firstName, email } = await busyMember()
    const wrong = await postAs(test, token, '/api/requestAccountClosing', { password: 'Wrong#123' })
    expect(wrong.json()).toMatchObject({ success: false, returnCode: ReturnCode.wrongPassword })

    // The notice ends with the seventh working day (Monday to Friday) after the request.
    const closesAt = businessDeadline(test.clock(), 7).toISOString()
    const asked = await postAs(test, token, '/api/requestAccountClosing', { password: member.password })
    expect(asked.json().data).toMatchObject({ channel: 'member', closesAt })
    const staff = await addStaff(test)
    let cookie = await staffCookie(test, staff)
    const listed = async () =>
      (
        (await asStaff(test, cookie, 'GET', '/api/staff/closingRequests')).json().data.items as {
          clubMemberId: string
          channel: string
        }[]
      ).filter((item) => item.clubMemberId === member.clubMemberId)
    expect(await listed()).toMatchObject([{ name: `${firstName} Chan`, closesAt, closedAt: null }])

    expect((await postAs(test, token, '/api/cancelAccountClosing', {})).json()).toMatchObject({ success: true })
    expect(await myData(test, token)).toMatchObject({ closing: null })
    expect((await listed())[0]).toMatchObject({ cancelledAt: test.clock().toISOString() })

    const back = await commandsReach(test)
    try {
      const done = await runCommandHere(memberClose, ['--member', member.clubMemberId])
      expect(done.code, done.stderr).toBe(0)
      expect(done.stdout).toContain(`The account ${member.clubMemberId} will be closed on `)
    } finally {
      await back()
    }
    // On PostgreSQL the command runs apart from the test's clock: its request dates from now.
    const byPost = (await myData(test, token)).closing
    expect(byPost).toMatchObject({ channel: 'post' })
    await preparedExport(test, token)
    // The e-mail that the copy is ready has gone (it is sent after the copy is marked ready).
    const readyMails = async () => ({
      sent: (await outbox(test)).filter((m) => m.to === email && m.subject?.includes('ready')).length,
    })
    await eventually(readyMails, { sent: 1 })

    const files = await test.database.db
      .select({ name: schema.uploadedFiles.storedName })
      .from(schema.uploadedFiles)
      .where(eq(schema.uploadedFiles.ownerMemberId, member.id))
      .union(
        test.database.db
          .select({ name: schema.receipts.storedName })
          .from(schema.receipts)
          .where(eq(schema.receipts.memberId, member.id)),
      )
    expect(files).toHaveLength(2)

    expect(await closeDueAccounts(test.app.ctx)).toBe(0)
    test.clock.advance(Date.parse(byPost.closesAt) - test.clock().getTime() + 60_000)
    // The portal's own recurring job may be first to erase the member.
    await closeDueAccounts(test.app.ctx)
    cookie = await staffCookie(test, staff)
    expect((await listed()).find((item) => item.channel === 'post')).toMatchObject({
      name: null,
      memberId: null,
      closedAt: expect.any(String),
    })

    // No row outside the audit log holds the name, phone or e-mail (the outbox keeps the confirmation it sent).
    const textColumns = (await test.database.db.execute(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
          and table_name <> 'audit_log'`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] }
    const confirmation = (await outbox(test)).find((m) => m.to === email && m.subject === 'Your Sino Club account is closed')
    expect(confirmation?.body).toContain(member.clubMemberId)
    for (const { table_name: table, column_name: column } of textColumns.rows) {
      for (const needle of [firstName, member.phone, email]) {
        const found = (await test.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}
              ${table === 'notifier_outbox' ? sql`and id <> ${confirmation!.id}` : sql``}`,
        )) as unknown as { rows: { n: number }[] }
        expect(found.rows[0]!.n, `${table}.${column} holds ${needle}`).toBe(0)
      }
    }
    for (const { name } of files) await expect(test.app.ctx.files.open(name)).rejects.toThrow()
    expect((await getAs(test, token, '/api/getProfile')).statusCode).toBe(401)
    // The phone and the e-mail address are free for a new member.
    await addMember(test, { phone: member.phone, email })
  })
})

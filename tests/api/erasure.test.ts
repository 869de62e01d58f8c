import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { accountKey } from '#server/modules/auth/login-throttle.ts'
import { closeDueAccounts } from '#server/modules/privacy/account-closing.ts'
import { decideParking, decideUpgrade } from '#server/modules/review/decisions.ts'
import { getAs, parkingPayload, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { addPasskey, authenticatorFor } from './support/passkeys.ts'
import { deviceKeys, pushService, vapidEnv } from './support/push.ts'
import { outbox } from './support/registration.ts'
import { addStaff, asStaff, staffCookie } from './support/staff.ts'
import { addMember, databasesFor, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

/** Letters only, unlike any other test's: a search for them finds this member's traces alone. */
const uniqueWord = (prefix: string) =>
  `${prefix}${(process.pid * 7919 + Date.now()).toString(36).replace(/\d/g, (digit) => 'qwxyzjkvbp'[Number(digit)]!)}`

describe.each(databasesFor('pglite'))('erasure forgets the member everywhere (%s)', (kind) => {
  let test: TestApp
  let service: Awaited<ReturnType<typeof pushService>>

  beforeAll(async () => {
    service = await pushService()
    test = await startTestApp(kind, {
      env: { ...vapidEnv(), PUSH_PRIVATE_RELAY: new URL(service.url).host },
      pushAgent: service.agent,
    })
  })
  afterAll(async () => {
    await test.close()
    await service.close()
  })

  const db = () => test.database.db
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows

  it('no text or JSON column of any table holds the name, phone, e-mail, address, staff number, plate or passkey names', async () => {
    const firstName = uniqueWord('Eras')
    const lastName = uniqueWord('Wong')
    const email = `${firstName.toLowerCase()}@example.com`
    const member = await addMember(test, { firstName, surname: lastName, email })
    const token = await loginAs(test, member)

    // A device with notifications on, whose push service is down: the decision's push waits.
    const device = deviceKeys()
    await postAs(test, token, '/api/subscribePush', device.subscription(`${service.url}/push/${firstName}`))
    service.answerNext(...Array<number>(10).fill(503))

    // A wrong password at login: the account's counter.
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { countryCode: member.countryCode, phoneNumber: member.phone, password: 'Wrong#1234' },
    })
    expect(wrong.json().success).toBe(false)
    const unkeyed = createHash('sha256').update(`${member.countryCode}:${member.phone}`).digest('hex').slice(0, 32)
    const throttles = await db().select({ key: schema.loginThrottle.key }).from(schema.loginThrottle)
    // Kept under the portal's key: the plain hash of the number is nowhere.
    expect(throttles.map((row) => row.key)).toContain(accountKey(test.app.ctx, member.countryCode, member.phone))
    expect(throttles.filter((row) => row.key.includes(unkeyed))).toEqual([])

    // An upgrade form with a home address and a staff number, sent with an idempotency key.
    const street = `${uniqueWord('Lane')} Road`
    const staffNumber = uniqueWord('S').slice(0, 10).toUpperCase()
    const upgrade = await postAs(
      test,
      token,
      '/api/createUpgradeForm',
      upgradePayload({
        street,
        isStaff: true,
        sinoStaffNumber: staffNumber,
        sinoStaffCompanyId: 1,
        addressDocumentId: [await uploadDocument(test, token)],
        sinoStaffDocumentId: [await uploadDocument(test, token, 'png')],
      }),
      { 'idempotency-key': crypto.randomUUID() },
    )
    expect(upgrade.json()).toMatchObject({ success: true })
    await decideUpgrade(test.app.ctx, { clubMemberId: member.clubMemberId, decision: 'approve' })

    // A parking application with a plate, also with an idempotency key.
    const parking = parkingPayload([await uploadDocument(test, token)])
    const parked = await postAs(test, token, '/api/createParkingForm', parking, { 'idempotency-key': crypto.randomUUID() })
    expect(parked.json()).toMatchObject({ success: true })
    // Rejected with a note naming the plate: the audit entry holds the reviewer's words.
    await decideParking(test.app.ctx, {
      clubMemberId: member.clubMemberId,
      decision: 'reject',
      reason: 'unreadable',
      note: `The plate ${parking.vehicleNumber} is not on the document`,
    })

    // Passkeys named as members name them.
    const passkeyNames = [`${firstName}'s iPhone`, `${uniqueWord('Study')} laptop`]
    for (const name of passkeyNames) {
      expect((await addPasskey(test, token, authenticatorFor(test), { name })).json()).toMatchObject({ success: true })
    }

    // Staff looked the member up by phone and opened the record.
    const staff = await addStaff(test)
    const cookie = await staffCookie(test, staff)
    expect((await asStaff(test, cookie, 'GET', `/api/staff/members?q=${member.phone}`)).statusCode).toBe(200)
    expect((await asStaff(test, cookie, 'GET', `/api/staff/members/${member.id}`)).statusCode).toBe(200)

    const needles = [firstName, lastName, member.phone, email, street, staffNumber, parking.vehicleNumber, ...passkeyNames]
    const textColumns = await rowsOf<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    )
    const holding = async (exceptOutboxId?: number) => {
      const found: string[] = []
      for (const { table_name: table, column_name: column } of textColumns) {
        for (const needle of [...needles, unkeyed]) {
          const [row] = await rowsOf<{ n: number }>(
            sql`select count(*)::int as n from ${sql.identifier(table)}
                where ${sql.identifier(column)}::text ilike ${`%${needle}%`}
                ${table === 'notifier_outbox' && exceptOutboxId !== undefined ? sql`and id <> ${exceptOutboxId}` : sql``}`,
          )
          if (row!.n > 0) found.push(`${table}.${column}: ${needle}`)
        }
      }
      return found
    }
    // Before: the traces are where the issue found them.
    const before = await holding()
    for (const trace of [
      `idempotency_records.fingerprint: ${street}`,
      `audit_log.after: ${passkeyNames[0]}`,
      `audit_log.target_id: ${member.phone}`,
      `audit_log.after: ${parking.vehicleNumber}`,
    ]) {
      expect(before).toContain(trace)
    }
    const waitingPushes = await db().select().from(schema.jobs).where(eq(schema.jobs.name, 'push.send'))
    expect(waitingPushes.length).toBeGreaterThan(0)

    expect((await postAs(test, token, '/api/requestAccountClosing', { password: member.password })).json()).toMatchObject({
      success: true,
    })
    test.clock.advance(15 * 86_400_000)
    await closeDueAccounts(test.app.ctx)
    expect((await getAs(test, token, '/api/getProfile')).statusCode).toBe(401)

    // The confirmation, sent to the address the member had, is the one message that names them.
    const confirmation = (await outbox(test)).find((m) => m.to === email && m.subject === 'Your Sino Club account is closed')
    expect(confirmation).toBeDefined()
    expect(await holding(confirmation!.id)).toEqual([])
    const leftPushes = await db().select().from(schema.jobs).where(eq(schema.jobs.name, 'push.send'))
    expect(leftPushes.filter((job) => waitingPushes.some((waiting) => waiting.id === job.id))).toEqual([])
    const memberKeys = await rowsOf<{ key: string }>(
      sql`select key from login_throttle where key in (${accountKey(test.app.ctx, member.countryCode, member.phone)}, ${`password-change:${member.id}`})
          union all select key from send_throttles where key like ${`%${member.id}`}
          union all select scope as key from idempotency_records where scope like ${`%${member.id}`}`,
    )
    expect(memberKeys).toEqual([])
    // Who did what, and when, stays: the entries lost their details only.
    const entries = await db()
      .select({ action: schema.auditLog.action, after: schema.auditLog.after })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetId, member.id))
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['member.addPasskey', 'member.view', 'member.close']),
    )
    expect(entries.find((entry) => entry.action === 'member.addPasskey')?.after).toEqual({ passkey: 'erased' })
  })

  it('the audit log stays append-only outside an erasure', async () => {
    const update = db().execute(sql`update audit_log set after = null where id = (select max(id) from audit_log)`)
    await expect(update).rejects.toThrow()
  })
})

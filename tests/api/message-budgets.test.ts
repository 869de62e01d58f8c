import { type } from 'arktype'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messageBudgetsAnswer } from '#contract/schemas/message-budgets'
import { jobs } from '#server/db/schema.ts'
import { addPasskey, authenticatorFor } from './support/passkeys.ts'
import { addMember, databasesFor, loginAs, startTestApp, uniquePhone, type TestApp } from './support/test-app.ts'
import { capturedLog } from './support/failing-senders.ts'
import { outbox, post, registration } from './support/registration.ts'
import { addStaff, asStaff, staffCookie, type StaffAccount } from './support/staff.ts'

const minute = 60_000

/** Registers someone, which sends a code by SMS; answers the number it goes to. */
async function register(test: TestApp, countryCodeId = 1, mobilePhone = uniquePhone()): Promise<string> {
  const response = await post(test, '/api/register', registration({ countryCodeId, mobilePhone }))
  expect(response.json()).toMatchObject({ success: true })
  return mobilePhone
}

const sentTo = async (test: TestApp, number: string) =>
  (await outbox(test)).filter((message) => message.channel === 'sms' && message.to.endsWith(number)).length

/** The message job of a number, still waiting to be sent. */
async function waitingFor(test: TestApp, number: string) {
  const rows = await test.database.db.select().from(jobs).where(eq(jobs.name, 'message.send'))
  return rows.find((row) => (row.payload as { to: string }).to.endsWith(number))
}

/** The budgets as a reviewer reads them in the staff console. */
async function budgets(test: TestApp, reviewer?: StaffAccount) {
  const cookie = await staffCookie(test, reviewer ?? (await addStaff(test, 'reviewer')))
  const response = await asStaff(test, cookie, 'GET', '/api/staff/messageBudgets')
  expect(response.statusCode).toBe(200)
  const data = response.json().data
  expect(messageBudgetsAnswer(data)).not.toBeInstanceOf(type.errors)
  return data as typeof messageBudgetsAnswer.infer
}

const budgetWarnings = (log: ReturnType<typeof capturedLog>) =>
  log.lines
    .map((line) => JSON.parse(line) as { level: number; budget?: string })
    .filter((line) => line.level === 40 && line.budget)

describe.each(databasesFor('pglite'))('country code caps (%s)', (kind) => {
  let test: TestApp
  const log = capturedLog()
  beforeAll(async () => {
    test = await startTestApp(kind, { env: { SMS_PER_COUNTRY_CODE_PER_HOUR: '+852:2,other:1' }, logger: log.logger })
  })
  afterAll(() => test.close())

  it('holds further SMS to a country code past its cap until the next hour, and lets other codes through', async () => {
    const start = test.clock().getTime()
    const first = [await register(test), await register(test)]
    for (const number of first) expect(await sentTo(test, number)).toBe(1)

    test.clock.advance(55 * minute)
    const waiting = [await register(test), await register(test)]
    for (const number of waiting) {
      expect(await sentTo(test, number)).toBe(0)
      // Rescheduled for the next hour, without counting as a try.
      expect(await waitingFor(test, number)).toMatchObject({ runAt: new Date(start + 60 * minute), attempts: 0, failedAt: null })
    }
    const macao = await register(test, 2)
    expect(await sentTo(test, macao)).toBe(1)
    expect(budgetWarnings(log).map((line) => line.budget)).toEqual(['message-budget:sms:+852'])

    const state = await budgets(test)
    expect(state.countryCodes).toEqual([
      { countryCode: '+852', limit: 2, used: 2, exhausted: true, resetsAt: new Date(start + 60 * minute).toISOString() },
      { countryCode: '+853', limit: 200, used: 1, exhausted: false, resetsAt: expect.any(String) },
    ])
    expect(state.sms).toMatchObject({ limit: 2000, used: 3, exhausted: false })

    test.clock.advance(start + 60 * minute - test.clock().getTime())
    await test.app.ctx.jobs.runDue()
    for (const number of waiting) {
      expect(await sentTo(test, number)).toBe(1)
      expect(await waitingFor(test, number)).toBeUndefined()
    }
  })

  it('holds numbers whose country code the member typed to the stricter cap of such numbers', async () => {
    const typed = [await register(test, 14, `44791${uniquePhone()}`), await register(test, 14, `44792${uniquePhone()}`)]
    expect(await sentTo(test, typed[0]!)).toBe(1)
    expect(await sentTo(test, typed[1]!)).toBe(0)
    expect(await waitingFor(test, typed[1]!)).toMatchObject({ attempts: 0, failedAt: null })
    expect((await budgets(test)).countryCodes).toContainEqual(
      expect.objectContaining({ countryCode: 'other', limit: 1, used: 1, exhausted: true }),
    )
  })
})

describe.each(databasesFor('pglite'))('the hourly SMS and e-mail budgets (%s)', (kind) => {
  let test: TestApp
  let reviewer: StaffAccount
  let admin: StaffAccount
  const log = capturedLog()
  beforeAll(async () => {
    test = await startTestApp(kind, { env: { SMS_PER_HOUR: '2', EMAIL_PER_HOUR: '1' }, logger: log.logger })
    // Their invitations are e-mails too: each takes the budget of an hour the tests leave behind.
    reviewer = await addStaff(test, 'reviewer')
    test.clock.advance(60 * minute)
    admin = await addStaff(test, 'admin')
    test.clock.advance(60 * minute)
    log.lines.length = 0
  })
  afterAll(() => test.close())

  it('holds further messages once the hour has sent its budget, says so once, and sends them the next hour', async () => {
    const start = test.clock().getTime()
    const sent = [await register(test), await register(test, 2)]
    for (const number of sent) expect(await sentTo(test, number)).toBe(1)
    const mail = { channel: 'email', subject: 'Your application', body: 'Approved' } as const
    await test.app.ctx.notifier.send({ ...mail, to: 'first@example.com' })
    await test.app.ctx.notifier.send({ ...mail, to: 'second@example.com' })
    const mailed = async () =>
      (await outbox(test))
        .filter((message) => message.channel === 'email' && message.to.endsWith('@example.com'))
        .map((message) => message.to)
    expect(await mailed()).toEqual(['first@example.com'])

    test.clock.advance(55 * minute)
    const waiting = [await register(test), await register(test, 2)]
    for (const number of waiting) {
      expect(await sentTo(test, number)).toBe(0)
      expect(await waitingFor(test, number)).toMatchObject({ runAt: new Date(start + 60 * minute), attempts: 0 })
    }
    expect(budgetWarnings(log).map((line) => line.budget)).toEqual(['message-budget:email', 'message-budget:sms'])

    const state = await budgets(test, reviewer)
    expect(state).toMatchObject({
      sms: { limit: 2, used: 2, exhausted: true, resetsAt: new Date(start + 60 * minute).toISOString() },
      email: { limit: 1, used: 1, exhausted: true },
    })

    test.clock.advance(start + 60 * minute - test.clock().getTime())
    await test.app.ctx.jobs.runDue()
    for (const number of waiting) expect(await sentTo(test, number)).toBe(1)
    expect(await mailed()).toEqual(['second@example.com', 'first@example.com'])
    expect(await budgets(test, reviewer)).toMatchObject({
      sms: { used: 2, exhausted: true },
      email: { used: 1, exhausted: true },
    })
  })

  it('is read by reviewers and admins only', async () => {
    const cookie = await staffCookie(test, admin)
    expect((await asStaff(test, cookie, 'GET', '/api/staff/messageBudgets')).statusCode).toBe(200)
    expect((await test.app.inject({ method: 'GET', url: '/api/staff/messageBudgets' })).statusCode).toBe(401)
  })
})

describe.each(databasesFor('pglite'))('the security notices’ own lane (%s)', (kind) => {
  let test: TestApp
  let reviewer: StaffAccount
  const log = capturedLog()
  beforeAll(async () => {
    test = await startTestApp(kind, { env: { EMAIL_PER_HOUR: '2', SECURITY_NOTICES_PER_HOUR: '1' }, logger: log.logger })
    // The reviewer's invitation is an e-mail too: the test starts in an hour of its own.
    reviewer = await addStaff(test, 'reviewer')
    test.clock.advance(60 * minute)
    log.lines.length = 0
  })
  afterAll(() => test.close())

  const mailsTo = async (to: string) => (await outbox(test)).filter((message) => message.to === to)

  it('a passkey added is told at once while the bulk e-mail budget is spent; a full security lane waits on its own', async () => {
    const email = `lane-${process.pid}@example.com`
    const member = await addMember(test, { email })
    const token = await loginAs(test, member)
    // The hour's e-mail budget spent by bulk mail (copies of data, links): the third one waits.
    const bulk = { channel: 'email', subject: 'Your copy is ready', body: 'Ready' } as const
    for (const to of ['bulk-1@example.com', 'bulk-2@example.com', 'bulk-3@example.com']) {
      await test.app.ctx.notifier.send({ ...bulk, to })
    }
    expect(await mailsTo('bulk-3@example.com')).toEqual([])
    expect((await budgets(test, reviewer)).email).toMatchObject({ used: 2, exhausted: true })

    const added = await addPasskey(test, token, authenticatorFor(test), { name: 'Work laptop' })
    expect(added.json()).toMatchObject({ success: true })
    // Sent within the call, no job run and no clock moved.
    expect((await mailsTo(email)).map((message) => message.subject)).toEqual(['A passkey was added to your Sino Club account'])
    expect(await mailsTo('bulk-3@example.com')).toEqual([])

    // The lane has a cap of its own: past it, a notice waits for the next hour and the bulk budget is untouched.
    const second = await addPasskey(test, token, authenticatorFor(test), { name: 'Tablet' })
    expect(second.json()).toMatchObject({ success: true })
    expect(await mailsTo(email)).toHaveLength(1)
    expect(budgetWarnings(log).map((line) => line.budget)).toEqual(['message-budget:email', 'message-budget:security:email'])
    test.clock.advance(60 * minute)
    await test.app.ctx.jobs.runDue()
    expect(await mailsTo(email)).toHaveLength(2)
  })
})

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ReturnCode } from '#contract/return-codes'
import { maintenance } from '#server/cli/commands/maintenance.ts'
import { auditLog } from '#server/db/schema.ts'
import { maintenanceReadMs } from '#server/modules/maintenance/maintenance-gate.ts'
import { commandsReach, runCommandHere } from './support/run-command.ts'
import { addStaff, asStaff, staffCookie, staffLoginAs } from './support/staff.ts'
import { addMember, bearer, databasesFor, fieldCodes, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

const notice = { en: 'Back at 6 pm.', tc: '下午六時恢復。', sc: '下午六时恢复。' }

const loginOf = (test: TestApp, member: { phone: string; password: string; countryCode: number }) =>
  test.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'accept-language': 'zh-HK' },
    payload: { countryCode: member.countryCode, phoneNumber: member.phone, password: member.password },
  })

/** What `/metrics` says of the switch, as the alert on 5xx answers reads it. */
const maintenanceGauge = async (test: TestApp) =>
  /^portal_maintenance_on (\d)$/m.exec((await test.app.inject({ method: 'GET', url: '/metrics' })).body)?.[1]

const readNotice = async (test: TestApp) =>
  (await test.app.inject({ method: 'GET', url: '/api/maintenance' })).json<{ data: Record<string, unknown> }>().data

describe.each(databasesFor('postgres'))('the maintenance notice on %s', (kind) => {
  let test: TestApp
  let other: TestApp
  let adminCookie: string
  beforeAll(async () => {
    test = await startTestApp(kind, { env: { METRICS_ALLOW: '127.0.0.1' } })
    other = await startTestApp(kind, { sharing: test })
    adminCookie = await staffCookie(test, await addStaff(test, 'admin'))
  })
  afterAll(async () => {
    await other.close()
    await test.close()
  })
  afterEach(async () => {
    await asStaff(test, adminCookie, 'POST', '/api/staff/maintenance/off')
    other.clock.advance(maintenanceReadMs)
  })

  it('refuses member writes with 630 (HTTP 503) while on; reads, logout and the staff console go on; off lets them in again', async () => {
    const member = await addMember(test)
    const token = await loginAs(test, member)
    const reviewer = await addStaff(test)
    // The other node has read the switch already: it answers from what it read, for a few seconds.
    expect(await readNotice(other)).toMatchObject({ on: false })

    const on = await asStaff(test, adminCookie, 'POST', '/api/staff/maintenance/on', { ...notice, until: null })
    expect(on.json()).toMatchObject({
      success: true,
      data: { on: true, message: notice, until: null, by: expect.stringMatching(/^Reviewer \d+$/) },
    })
    expect(await readNotice(test)).toEqual({ on: true, message: notice, until: null })
    expect(await maintenanceGauge(test)).toBe('1')

    const refused = await loginOf(test, member)
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('300')
    expect(refused.json()).toMatchObject({
      success: false,
      returnCode: ReturnCode.underMaintenance,
      msg: '會員平台正在進行系統維護，暫時未能處理您的要求，請稍後再試。',
    })
    // A member's write is refused before its input is read; a caller without a session still hears 401 first.
    const update = await test.app.inject({ method: 'POST', url: '/api/updateInterest', headers: bearer(token), payload: {} })
    expect(update.json()).toMatchObject({ returnCode: ReturnCode.underMaintenance })
    expect((await test.app.inject({ method: 'POST', url: '/api/updateInterest', payload: {} })).statusCode).toBe(401)
    // The card's reads still answer.
    expect((await test.app.inject({ method: 'GET', url: '/api/getProfile', headers: bearer(token) })).json()).toMatchObject({
      success: true,
    })

    // Staff still sign in and work.
    const signedIn = await staffLoginAs(test, reviewer)
    expect(signedIn.statusCode).toBe(200)
    expect((await asStaff(test, adminCookie, 'GET', '/api/staff/accounts')).statusCode).toBe(200)

    // The other node follows within seconds, without a word from this one.
    expect((await loginOf(other, member)).statusCode).toBe(200)
    other.clock.advance(maintenanceReadMs)
    expect((await loginOf(other, member)).json()).toMatchObject({ returnCode: ReturnCode.underMaintenance })

    expect((await test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200)

    const off = await asStaff(test, adminCookie, 'POST', '/api/staff/maintenance/off')
    expect(off.json()).toMatchObject({ success: true, data: { on: false, message: null } })
    expect(await maintenanceGauge(test)).toBe('0')
    expect((await loginOf(test, member)).json()).toMatchObject({ success: true })
    other.clock.advance(maintenanceReadMs)
    expect((await loginOf(other, member)).json()).toMatchObject({ success: true })

    const actions = (await test.database.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action)
    expect(actions).toEqual(expect.arrayContaining(['maintenance.on', 'maintenance.off']))
  })

  it('turns itself off when its end passes', async () => {
    const member = await addMember(test)
    const until = new Date(test.clock().getTime() + 60_000).toISOString()
    await asStaff(test, adminCookie, 'POST', '/api/staff/maintenance/on', { ...notice, until })
    const refused = await loginOf(test, member)
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('60')
    expect(await readNotice(test)).toEqual({ on: true, message: notice, until })

    test.clock.advance(60_000)
    expect(await readNotice(test)).toEqual({ on: false, message: null, until: null })
    expect((await loginOf(test, member)).json()).toMatchObject({ success: true })
  })

  it('refuses a notice missing a language or an end already past, with field messages; reviewers may not switch it', async () => {
    const past = new Date(test.clock().getTime() - 1000).toISOString()
    const missing = await asStaff(test, adminCookie, 'POST', '/api/staff/maintenance/on', { ...notice, sc: ' ', until: 'soon' })
    expect(missing.statusCode).toBe(400)
    expect(fieldCodes(missing.json())).toEqual({
      sc: 'staffConsole.maintenance-message-required',
      until: 'staffConsole.maintenance-until-invalid',
    })
    const late = await asStaff(test, adminCookie, 'POST', '/api/staff/maintenance/on', { ...notice, until: past })
    expect(late.statusCode).toBe(400)
    expect(fieldCodes(late.json())).toEqual({ until: 'staffConsole.maintenance-until-past' })
    expect(await readNotice(test)).toMatchObject({ on: false })

    const reviewerCookie = await staffCookie(test, await addStaff(test))
    const refused = await asStaff(test, reviewerCookie, 'POST', '/api/staff/maintenance/on', { ...notice, until: null })
    expect(refused.statusCode).toBe(403)
  })

  it('npm run maintenance turns it on and off, with the state printed, and refuses a missing language', async () => {
    const back = await commandsReach(test)
    try {
      const until = new Date(Date.now() + 3_600_000).toISOString()
      const on = await runCommandHere(maintenance, [
        'on',
        '--message-en',
        'Back',
        'at',
        '6',
        'pm.',
        '--message-tc',
        notice.tc,
        '--message-sc',
        notice.sc,
        '--until',
        until,
      ])
      expect(on).toMatchObject({ code: 0 })
      expect(on.stdout).toContain('Maintenance notice: on since')
      expect(on.stdout).toContain(`Ends by itself at ${until}`)
      test.clock.advance(maintenanceReadMs)
      expect(await readNotice(test)).toEqual({ on: true, message: notice, until })
      expect((await runCommandHere(maintenance, ['status'])).stdout).toContain('  tc: 下午六時恢復。')

      const off = await runCommandHere(maintenance, ['off'])
      expect(off).toMatchObject({ code: 0, stdout: 'Maintenance notice: off (members use the portal as usual)' })
      test.clock.advance(maintenanceReadMs)
      expect(await readNotice(test)).toMatchObject({ on: false })

      const missing = await runCommandHere(maintenance, ['on', '--message-en', 'Back soon', '--message-tc', notice.tc])
      expect(missing.code).toBe(1)
      expect(missing.stderr).toContain('--message-sc: Please write the notice in this language')
      expect((await runCommandHere(maintenance, ['maybe'])).stderr).toContain('Unknown action "maybe"')
    } finally {
      await back()
    }
  })
})

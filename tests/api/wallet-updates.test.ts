import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { closeDueAccounts } from '#server/modules/privacy/account-closing.ts'
import { decideUpgrade } from '#server/modules/review/decisions.ts'
import { makeTestWallet, testIssuerId, testPassTypeId, type TestWallet } from '#tests/support/wallet-certificates.ts'
import { getAs, loggedIn, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { databasesFor, startTestApp, type TestApp } from './support/test-app.ts'
import { apnsStandIn, walletApiStandIn } from './support/wallet-services.ts'

interface PassJson {
  serialNumber: string
  webServiceURL: string
  authenticationToken: string
  voided?: boolean
  storeCard: Record<'headerFields' | 'primaryFields' | 'secondaryFields', { key: string; value: string }[]>
  barcodes?: unknown[]
}

/** pass.json of a .pkpass, as Wallet reads it. */
function passJsonOf(bytes: Buffer): PassJson {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkpass-'))
  try {
    fs.writeFileSync(path.join(dir, 'pass.pkpass'), bytes)
    return JSON.parse(execFileSync('unzip', ['-p', 'pass.pkpass', 'pass.json'], { cwd: dir }).toString('utf8')) as PassJson
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const fieldsOf = (pass: PassJson) =>
  Object.fromEntries(
    [...pass.storeCard.headerFields, ...pass.storeCard.primaryFields, ...pass.storeCard.secondaryFields].map((field) => [
      field.key,
      field.value,
    ]),
  )

const service = '/api/wallet/apple/v1'
const dayMs = 86_400_000

describe.each(databasesFor('pglite'))('wallet passes kept current (%s)', (kind) => {
  let wallet: TestWallet
  let apns: Awaited<ReturnType<typeof apnsStandIn>>
  let google: Awaited<ReturnType<typeof walletApiStandIn>>
  let test: TestApp
  let addresses = 0
  /** Each test's Wallet calls from an address of their own: the failures one counts never refuse another. */
  let address = ''

  beforeAll(async () => {
    apns = await apnsStandIn()
    google = await walletApiStandIn(() => wallet.googlePublicKey)
    wallet = makeTestWallet(`${google.base}/token`)
    test = await startTestApp(kind, {
      env: { ...wallet.env, APPLE_WALLET_APNS_URL: apns.url, GOOGLE_WALLET_API_URL: `${google.base}/walletobjects/v1` },
      apnsCa: apns.ca,
    })
  })
  afterAll(async () => {
    await test.close()
    await apns.close()
    await google.close()
    wallet.remove()
  })

  /** A call as Wallet makes it: no session, the pass's key when it has one. */
  const walletCall = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    { token, body, headers = {} }: { token?: string; body?: object | string; headers?: Record<string, string> } = {},
  ) =>
    test.app.inject({
      method,
      url: `${service}${url}`,
      remoteAddress: address,
      headers: {
        ...(token ? { authorization: `ApplePass ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    })

  /** A member with a pass in the wallet of a device registered for its updates. */
  async function memberWithPass() {
    address = `198.51.100.${++addresses}`
    const { member, token } = await loggedIn(test)
    const pass = passJsonOf((await getAs(test, token, '/api/walletPass/apple')).rawPayload)
    const device = randomBytes(16).toString('hex')
    const pushToken = randomBytes(32).toString('hex')
    const registration = `/devices/${device}/registrations/${testPassTypeId}/${pass.serialNumber}`
    return { member, token, pass, device, pushToken, registration }
  }

  async function approvedUpgrade(token: string, clubMemberId: string) {
    const documentId = await uploadDocument(test, token)
    expect(
      (await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ addressDocumentId: [documentId] }))).json(),
    ).toMatchObject({ success: true })
    await decideUpgrade(test.app.ctx, { clubMemberId, decision: 'approve' })
  }

  async function closedAccount(token: string, password: string) {
    expect((await postAs(test, token, '/api/requestAccountClosing', { password })).json()).toMatchObject({ success: true })
    test.clock.advance(15 * dayMs)
    expect(await closeDueAccounts(test.app.ctx)).toBeGreaterThan(0)
  }

  it("plays Wallet's calls: register, a push on the upgrade, the serial since the tag, the new pass, 304, voided on closing, unregister", async () => {
    const { member, token, pass, device, pushToken, registration } = await memberWithPass()
    expect(pass.webServiceURL).toBe(`${test.app.ctx.config.publicUrl}/api/wallet/apple`)
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16)
    // The serial is random: neither the member ID on the card nor the database's id.
    expect(pass.serialNumber).toMatch(/^[\w-]{22}$/)
    expect(pass.serialNumber).not.toContain(member.clubMemberId)
    expect(pass.serialNumber).not.toContain(member.id)
    // Only a hash of the key is kept.
    const [row] = await test.database.db.select().from(schema.walletPasses).where(eq(schema.walletPasses.memberId, member.id))
    expect(JSON.stringify(row)).not.toContain(pass.authenticationToken)

    expect((await walletCall('POST', registration, { token: pass.authenticationToken, body: { pushToken } })).statusCode).toBe(
      201,
    )
    expect((await walletCall('POST', registration, { token: pass.authenticationToken, body: { pushToken } })).statusCode).toBe(
      200,
    )
    const all = await walletCall('GET', `/devices/${device}/registrations/${testPassTypeId}`)
    expect(all.statusCode).toBe(200)
    const { lastUpdated: tag } = all.json() as { lastUpdated: string }
    expect(all.json()).toEqual({ serialNumbers: [pass.serialNumber], lastUpdated: tag })
    const since = `/devices/${device}/registrations/${testPassTypeId}?passesUpdatedSince=${tag}`
    expect((await walletCall('GET', since)).statusCode).toBe(204)
    const before = await walletCall('GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, { token: pass.authenticationToken })
    expect(before.statusCode).toBe(200)
    expect(fieldsOf(passJsonOf(before.rawPayload))).toMatchObject({ tier: 'Ordinary' })
    const firstModified = before.headers['last-modified'] as string

    test.clock.advance(60_000)
    await approvedUpgrade(token, member.clubMemberId)
    const pushes = apns.requests.length
    await test.app.ctx.jobs.runDue()
    await apns.received(pushes + 1)
    expect(apns.requests.at(-1)).toMatchObject({ path: `/3/device/${pushToken}`, topic: testPassTypeId, body: '{}' })
    // APNs knows the provider by the pass type's certificate, the one that signs the passes.
    expect(apns.requests.at(-1)?.clientSubject).toContain(testPassTypeId)

    const changed = await walletCall('GET', since)
    expect(changed.statusCode).toBe(200)
    expect(changed.json().serialNumbers).toEqual([pass.serialNumber])
    expect(Number(changed.json().lastUpdated)).toBeGreaterThan(Number(tag))
    const latest = await walletCall('GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, {
      token: pass.authenticationToken,
      headers: { 'if-modified-since': firstModified },
    })
    expect(latest.statusCode).toBe(200)
    expect(latest.headers['content-type']).toBe('application/vnd.apple.pkpass')
    const upgraded = passJsonOf(latest.rawPayload)
    expect(fieldsOf(upgraded)).toMatchObject({ tier: 'Privilege', memberId: member.clubMemberId })
    expect(upgraded).toMatchObject({ serialNumber: pass.serialNumber, authenticationToken: pass.authenticationToken })
    const modified = latest.headers['last-modified'] as string
    expect(Date.parse(modified)).toBeGreaterThan(Date.parse(firstModified))
    const unchanged = await walletCall('GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, {
      token: pass.authenticationToken,
      headers: { 'if-modified-since': modified },
    })
    expect(unchanged.statusCode).toBe(304)

    // A wrong key, or none, opens nothing; another pass type is not this service's.
    for (const call of [
      walletCall('GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, { token: randomBytes(24).toString('base64url') }),
      walletCall('GET', `/passes/${testPassTypeId}/${pass.serialNumber}`),
      walletCall('POST', registration, { token: `${pass.authenticationToken}x`, body: { pushToken } }),
      walletCall('DELETE', registration, { token: randomBytes(24).toString('base64url') }),
    ]) {
      expect((await call).statusCode).toBe(401)
    }
    expect(
      (await walletCall('GET', `/passes/pass.com.other.type/${pass.serialNumber}`, { token: pass.authenticationToken }))
        .statusCode,
    ).toBe(404)

    await closedAccount(token, member.password)
    await test.app.ctx.jobs.runDue()
    await apns.received(pushes + 2)
    expect(apns.requests.at(-1)).toMatchObject({ path: `/3/device/${pushToken}`, topic: testPassTypeId })
    const closed = await walletCall('GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, {
      token: pass.authenticationToken,
      headers: { 'if-modified-since': modified },
    })
    expect(closed.statusCode).toBe(200)
    const voided = passJsonOf(closed.rawPayload)
    expect(voided).toMatchObject({ serialNumber: pass.serialNumber, voided: true })
    // The closed account's pass names nobody: no name, no member ID, no code to scan.
    expect(fieldsOf(voided)).toEqual({ status: 'Account closed' })
    expect(voided.barcodes ?? []).toEqual([])
    expect(closed.rawPayload.includes(Buffer.from(member.clubMemberId))).toBe(false)

    expect((await walletCall('DELETE', registration, { token: pass.authenticationToken })).statusCode).toBe(200)
    expect((await walletCall('GET', `/devices/${device}/registrations/${testPassTypeId}`)).statusCode).toBe(204)
  })

  it('never lets a wallet that fails hold up the decision: APNs refused is tried again, a token it no longer knows is forgotten', async () => {
    const { member, token, pass, pushToken, registration } = await memberWithPass()
    expect((await walletCall('POST', registration, { token: pass.authenticationToken, body: { pushToken } })).statusCode).toBe(
      201,
    )
    apns.answerNext({ status: 503, reason: 'ServiceUnavailable' })
    const pushes = apns.requests.length
    await approvedUpgrade(token, member.clubMemberId)
    expect((await getAs(test, token, '/api/walletPasses')).json().data).toMatchObject({ tier: 'privilege' })
    await test.app.ctx.jobs.runDue()
    await apns.received(pushes + 1)
    const [waiting] = await test.database.db.select().from(schema.jobs).where(eq(schema.jobs.name, 'wallet.passChanged'))
    expect(waiting).toMatchObject({ attempts: 1, failedAt: null })
    expect(waiting?.lastError).toContain('HTTP 503 ServiceUnavailable')
    expect(waiting?.lastError).not.toContain(pushToken)

    apns.answerNext({ status: 410, reason: 'Unregistered' })
    test.clock.advance(30_000)
    await test.app.ctx.jobs.runDue()
    await apns.received(pushes + 2)
    expect(apns.requests.at(-1)?.path).toBe(`/3/device/${pushToken}`)
    expect(await test.database.db.select().from(schema.jobs).where(eq(schema.jobs.name, 'wallet.passChanged'))).toEqual([])
    expect(
      await test.database.db
        .select()
        .from(schema.walletDeviceRegistrations)
        .where(eq(schema.walletDeviceRegistrations.serialNumber, pass.serialNumber)),
    ).toEqual([])
  })

  it('tells the wallet when the 48-hour rule rejects an application still without documents', async () => {
    const { token, pass, pushToken, registration } = await memberWithPass()
    expect((await walletCall('POST', registration, { token: pass.authenticationToken, body: { pushToken } })).statusCode).toBe(
      201,
    )
    expect((await postAs(test, token, '/api/createUpgradeForm', upgradePayload())).json()).toMatchObject({ success: true })
    const waiting = await walletCall('GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, { token: pass.authenticationToken })
    expect(fieldsOf(passJsonOf(waiting.rawPayload))).toMatchObject({ status: 'Pending approval' })
    const pushes = apns.requests.length
    test.clock.advance(48 * 3_600_000 + 60_000)
    // The rule's run, then the job it queued in its transaction.
    await test.app.ctx.jobs.runDue()
    await test.app.ctx.jobs.runDue()
    await apns.received(pushes + 1)
    expect(apns.requests.at(-1)).toMatchObject({ path: `/3/device/${pushToken}`, topic: testPassTypeId })
    const latest = await walletCall('GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, {
      token: pass.authenticationToken,
      headers: { 'if-modified-since': waiting.headers['last-modified'] as string },
    })
    expect(latest.statusCode).toBe(200)
    expect(fieldsOf(passJsonOf(latest.rawPayload))).not.toHaveProperty('status')
  })

  it('keeps one Google object per member: its id stable, updated on an upgrade, EXPIRED on closing', async () => {
    const { member, token } = await loggedIn(test)
    const objectOf = async () => {
      const url = (await getAs(test, token, '/api/walletPasses')).json().data.googleSaveUrl as string
      const claims = decodeJwt(url.split('/').at(-1)!) as { payload: { loyaltyObjects: { id: string }[] } }
      return claims.payload.loyaltyObjects[0]!
    }
    const saved = await objectOf()
    expect(saved.id).toMatch(new RegExp(`^${testIssuerId}\\.[\\w-]{22}$`))
    expect(saved.id).not.toContain(member.clubMemberId)
    google.save(saved.id)
    const objectPath = `/walletobjects/v1/loyaltyObject/${encodeURIComponent(saved.id)}`
    const forObject = () => google.requests.filter((request) => request.path === objectPath)

    await approvedUpgrade(token, member.clubMemberId)
    const calls = google.requests.length
    await test.app.ctx.jobs.runDue()
    await google.received(calls + 1)
    expect(forObject()).toEqual([
      {
        method: 'PATCH',
        path: objectPath,
        body: expect.objectContaining({
          id: saved.id,
          state: 'ACTIVE',
          classId: `${testIssuerId}.sino-club-member`,
          hexBackgroundColor: '#14110c',
          textModulesData: [{ id: 'tier', header: 'Membership', body: 'Privilege' }],
        }),
      },
    ])
    expect((await objectOf()).id).toBe(saved.id)

    await closedAccount(token, member.password)
    await test.app.ctx.jobs.runDue()
    await google.received(calls + 2)
    expect(forObject().at(-1)).toEqual({ method: 'PATCH', path: objectPath, body: { state: 'EXPIRED' } })
  })

  it('answers bad input from anyone with a 4xx, never a 5xx, and refuses an address after its failures, not its successes', async () => {
    const { pass, device, pushToken, registration } = await memberWithPass()
    const token = pass.authenticationToken
    for (const [method, url, options] of [
      ['POST', registration, { token, body: { pushToken: 'not hex/../x' } }],
      ['POST', registration, { token, body: { pushToken: 12 } }],
      ['POST', registration, { token, body: '{"pushToken":' }],
      ['POST', registration, { token }],
      [
        'POST',
        `/devices/${'d'.repeat(500)}/registrations/${testPassTypeId}/${pass.serialNumber}`,
        { token, body: { pushToken } },
      ],
      ['POST', `/devices/${device}/registrations/${testPassTypeId}/${'s'.repeat(500)}`, { token, body: { pushToken } }],
      ['GET', `/passes/${testPassTypeId}/%00`, { token }],
      ['GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, { headers: { authorization: 'ApplePass' } }],
      ['GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, { headers: { authorization: `Bearer ${token}` } }],
      ['GET', `/devices/${device}/registrations/pass.other`, {}],
      ['DELETE', `/devices/${device}/registrations/${testPassTypeId}`, { token }],
      ['POST', '/log', { body: '[1,' }],
    ] as const) {
      const response = await walletCall(method, url, options)
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500)
    }
    // A tag or a date it does not understand asks for everything.
    expect((await walletCall('POST', registration, { token, body: { pushToken } })).statusCode).toBe(201)
    const listed = await walletCall('GET', `/devices/${device}/registrations/${testPassTypeId}?passesUpdatedSince=yesterday`)
    expect(listed.json().serialNumbers).toEqual([pass.serialNumber])
    const odd = await walletCall('GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, {
      token,
      headers: { 'if-modified-since': 'not a date' },
    })
    expect(odd.statusCode).toBe(200)
    expect((await walletCall('POST', '/log', { body: { logs: ['Wallet could not fetch a pass'] } })).statusCode).toBe(200)

    // Successes, however many, are never counted.
    for (let i = 0; i < 60; i += 1) {
      expect(
        (
          await walletCall('GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, {
            token,
            headers: { 'if-modified-since': odd.headers['last-modified'] as string },
          })
        ).statusCode,
      ).toBe(304)
    }
    // Failures are: 50 in an hour (with those above), then further failures are refused until the
    // hour is over, while the right key, which no one guesses, still gets its pass.
    let refused = 0
    for (let i = 0; i < 60 && refused === 0; i += 1) {
      const response = await walletCall('GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, {
        token: randomBytes(24).toString('base64url'),
      })
      if (response.statusCode === 429) refused = i
      else expect(response.statusCode).toBe(401)
    }
    expect(refused).toBeGreaterThan(30)
    const guess = () =>
      walletCall('GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, { token: randomBytes(24).toString('base64url') })
    const held = await guess()
    expect(held.statusCode).toBe(429)
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0)
    expect((await walletCall('GET', `/passes/${testPassTypeId}/${pass.serialNumber}`, { token })).statusCode).toBe(200)
    test.clock.advance(3_600_000)
    expect((await guess()).statusCode).toBe(401)
  })
})

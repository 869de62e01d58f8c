import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { idempotencyRecords, uploadedFiles } from '#server/db/schema.ts'
import { addMember, bearer, databaseKinds, loginAs, startTestApp, type TestApp } from './support/test-app.ts'
import { multipart, uniqueAddress } from './support/registration.ts'

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x20)])

describe('leftovers of cut-off uploads', () => {
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'portal-leftovers-'))
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }))

  it('are removed at start-up, while an upload under way is left alone', { timeout: 90_000 }, async () => {
    const stale = path.join(uploadDir, `${randomUUID()}.part`)
    const underWay = path.join(uploadDir, `${randomUUID()}.part`)
    const kept = path.join(uploadDir, `${randomUUID()}.jpeg`)
    for (const file of [stale, underWay, kept]) writeFileSync(file, 'x')
    const anHourAgo = new Date(Date.now() - 3_600_000)
    utimesSync(stale, anHourAgo, anHourAgo)
    utimesSync(kept, anHourAgo, anHourAgo)
    const test = await startTestApp('pglite', { env: { UPLOAD_DIR: uploadDir } })
    await test.close()
    expect(existsSync(stale)).toBe(false)
    expect(existsSync(underWay)).toBe(true)
    expect(existsSync(kept)).toBe(true)
  })
})

describe.each(databaseKinds)('uploadImage retried with an Idempotency-Key (%s)', (kind) => {
  let test: TestApp
  let token: string
  beforeAll(async () => {
    test = await startTestApp(kind)
    token = await loginAs(test, await addMember(test))
  })
  afterAll(() => test.close())

  const upload = (key: string, auth: Record<string, string> = {}, address = uniqueAddress()) => {
    const body = multipart(jpeg, 'deed.jpg', 'image/jpeg')
    return test.app.inject({
      method: 'POST',
      url: '/api/uploadImage',
      remoteAddress: address,
      payload: body.payload,
      headers: { ...body.headers, ...auth, 'idempotency-key': key },
    })
  }

  it.each([
    ['during registration', {}],
    ['by a member', 'member'],
  ] as const)('answers the same document id and stores the file once (%s)', async (_who, who) => {
    const auth = who === 'member' ? bearer(token) : {}
    const before = (await test.database.db.select().from(uploadedFiles)).length
    const filesBefore = readdirSync(test.app.ctx.config.uploadDir).length
    const key = randomUUID()
    const address = uniqueAddress()
    const first = await upload(key, auth, address)
    const retry = await upload(key, auth, address)
    expect(first.json()).toMatchObject({ success: true })
    expect(retry.json()).toEqual(first.json())
    expect((await test.database.db.select().from(uploadedFiles)).length).toBe(before + 1)
    expect(readdirSync(test.app.ctx.config.uploadDir).length).toBe(filesBefore + 1)
  })

  it('a different key stores another document', async () => {
    const first = await upload(randomUUID())
    const second = await upload(randomUUID())
    expect(second.json().data.id).not.toBe(first.json().data.id)
  })
})

describe.each(databaseKinds)('idempotency claims of a process that is gone (%s)', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  it('are released at start-up, so that the retry runs at once', { timeout: 90_000 }, async () => {
    const claim = (key: string, owner: string) => ({
      scope: '/api/uploadImage',
      key,
      fingerprint: '[{},{},null]',
      answer: null,
      owner,
      createdAt: test.clock(),
      expiresAt: new Date(test.clock().getTime() + 3_600_000),
    })
    const gone = randomUUID()
    const running = randomUUID()
    // A pid above Linux's largest is never a running process.
    await test.database.db
      .insert(idempotencyRecords)
      .values([claim(gone, `${os.hostname()}:${2 ** 22 + 1}`), claim(running, `${os.hostname()}:${process.pid}`)])
    const restarted = await buildApp({ config: test.app.ctx.config, database: test.database, clock: test.clock, logger: false })
    await restarted.ready()
    await restarted.close()
    const left = (await test.database.db.select().from(idempotencyRecords)).map((record) => record.key)
    expect(left).toContain(running)
    expect(left).not.toContain(gone)
  })
})

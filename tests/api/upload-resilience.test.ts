import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '#server/app.ts'
import { idempotencyRecords, uploadedFiles } from '#server/db/schema.ts'
import { leftoversBefore, purgePartialUploads, purgeUnrecordedFiles } from '#server/modules/upload/service.ts'
import { addMember, bearer, databaseKinds, databasesFor, loginAs, startTestApp, type TestApp } from './support/test-app.ts'
import { multipart, uniqueAddress } from './support/registration.ts'

/** Every whole file the test app's store keeps, in a folder or a bucket. */
const storedFiles = (test: TestApp) => test.app.ctx.files.storedBefore(new Date(Date.now() + 60_000))

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x20)])

describe.each(databaseKinds)('leftovers of cut-off uploads (%s)', (kind) => {
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'portal-leftovers-'))
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }))

  // The embedded database's folder belongs to one process, so its start finds only what a
  // stopped one left, however young; nodes sharing PostgreSQL may be writing a young file now.
  const youngOnesGo = kind === 'pglite'
  it(
    `are removed at start-up, as are files no record names, ${youngOnesGo ? 'however young' : 'once older than any upload runs'}; recorded files stay`,
    { timeout: 90_000 },
    async () => {
      const test = await startTestApp(kind, { env: { UPLOAD_DIR: uploadDir }, storage: 'local' })
      try {
        const stale = path.join(uploadDir, `${randomUUID()}.part`)
        const young = path.join(uploadDir, `${randomUUID()}.part`)
        const recorded = path.join(uploadDir, `${randomUUID()}.jpeg`)
        const neverRecorded = path.join(uploadDir, `${randomUUID()}.pdf`)
        const justKept = path.join(uploadDir, `${randomUUID()}.jpeg`)
        for (const file of [stale, young, recorded, neverRecorded, justKept]) writeFileSync(file, 'x')
        const anHourAgo = new Date(Date.now() - 3_600_000)
        for (const file of [stale, recorded, neverRecorded]) utimesSync(file, anHourAgo, anHourAgo)
        await test.database.db.insert(uploadedFiles).values({
          storedName: path.basename(recorded),
          originalName: 'deed.jpg',
          kind: 'jpeg',
          size: 1,
          sha256: '0'.repeat(64),
          createdAt: anHourAgo,
        })
        const restarted = await buildApp({
          config: test.app.ctx.config,
          database: test.database,
          clock: test.clock,
          logger: false,
        })
        await restarted.ready()
        await restarted.close()
        expect(existsSync(stale)).toBe(false)
        expect(existsSync(neverRecorded)).toBe(false)
        expect(existsSync(young)).toBe(!youngOnesGo)
        expect(existsSync(justKept)).toBe(!youngOnesGo)
        expect(existsSync(recorded)).toBe(true)
      } finally {
        await test.close()
      }
    },
  )

  it('are removed by the hourly clean-up once older than any upload runs, with the files no record names', async () => {
    const test = await startTestApp(kind, { env: { UPLOAD_DIR: uploadDir }, storage: 'local' })
    try {
      const old = [`${randomUUID()}.part`, `${randomUUID()}.pdf`].map((name) => path.join(uploadDir, name))
      const young = [`${randomUUID()}.part`, `${randomUUID()}.pdf`].map((name) => path.join(uploadDir, name))
      for (const file of [...old, ...young]) writeFileSync(file, 'x')
      const anHourAgo = new Date(Date.now() - 3_600_000)
      for (const file of old) utimesSync(file, anHourAgo, anHourAgo)
      const before = leftoversBefore(test.app.ctx.files, false)
      await purgePartialUploads(test.app.ctx, before)
      await purgeUnrecordedFiles(test.app.ctx, before)
      expect(old.filter((file) => existsSync(file))).toEqual([])
      expect(young.filter((file) => existsSync(file))).toEqual(young)
    } finally {
      await test.close()
    }
  })
})

describe.each(databasesFor('postgres'))('uploadImage retried with an Idempotency-Key (%s)', (kind) => {
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
    const filesBefore = (await storedFiles(test)).length
    const key = randomUUID()
    const address = uniqueAddress()
    const first = await upload(key, auth, address)
    const retry = await upload(key, auth, address)
    expect(first.json()).toMatchObject({ success: true })
    expect(retry.json()).toEqual(first.json())
    expect((await test.database.db.select().from(uploadedFiles)).length).toBe(before + 1)
    expect((await storedFiles(test)).length).toBe(filesBefore + 1)
  })

  it('a different key stores another document', async () => {
    const first = await upload(randomUUID())
    const second = await upload(randomUUID())
    expect(second.json().data.id).not.toBe(first.json().data.id)
  })
})

describe.each(databasesFor('postgres'))('uploadImage when the process stops right after recording the file (%s)', (kind) => {
  let test: TestApp
  let token: string
  beforeAll(async () => {
    test = await startTestApp(kind)
    token = await loginAs(test, await addMember(test))
  })
  afterAll(() => test.close())

  const upload = (app: TestApp['app'], key: string) => {
    const body = multipart(jpeg, 'deed.jpg', 'image/jpeg')
    return app.inject({
      method: 'POST',
      url: '/api/uploadImage',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token), 'idempotency-key': key },
    })
  }

  it('answers the replay after the restart with the first document, stored once', { timeout: 90_000 }, async () => {
    const { db } = test.database
    const key = randomUUID()
    const record = async () => (await db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key)))[0]
    // What the database holds the moment each of the call's transactions commits: a kill -9 then leaves it so.
    const commits: (typeof idempotencyRecords.$inferSelect | undefined)[] = []
    const transaction = db.transaction.bind(db)
    const watch = vi.spyOn(test.app.ctx.db, 'transaction').mockImplementation(async (work, config) => {
      const result = await transaction(work, config)
      commits.push(await record())
      return result
    })
    const first = await upload(test.app, key)
    watch.mockRestore()
    expect(first.json()).toMatchObject({ success: true })
    const killed = commits.at(-1)!
    const filesBefore = (await storedFiles(test)).length
    const rowsBefore = (await db.select().from(uploadedFiles)).length
    await db
      .update(idempotencyRecords)
      // Owned by a node that no longer says it is alive: the killed one.
      .set({ answer: killed.answer, owner: killed.owner && randomUUID() })
      .where(eq(idempotencyRecords.key, key))

    const restarted = await buildApp({ config: test.app.ctx.config, database: test.database, clock: test.clock, logger: false })
    try {
      await restarted.ready()
      const replay = await upload(restarted, key)
      expect(replay.json()).toEqual(first.json())
    } finally {
      await restarted.close()
    }
    expect((await db.select().from(uploadedFiles)).length).toBe(rowsBefore)
    expect((await storedFiles(test)).length).toBe(filesBefore)
  })
})

import { monitorEventLoopDelay } from 'node:perf_hooks'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, type Database } from '#server/db/database.ts'
import { isUniqueViolation, violatedUniqueConstraint } from '#server/db/errors.ts'
import { referralCodes, sessions } from '#server/db/schema.ts'

const rows = (result: unknown) => (result as { rows: unknown[] }).rows

describe('the embedded database, on a thread of its own', () => {
  let database: Database
  beforeAll(async () => {
    database = await openPglite()
  })
  afterAll(() => database.close())

  it('keeps dates and times as their text, in and out of a transaction, as Drizzle reads them', async () => {
    const read = sql`select '2026-11-24 19:00:00+00'::timestamptz as at, '2026-11-24'::date as day, interval '2 hours' as span`
    const expected = { at: '2026-11-24 19:00:00+00', day: '2026-11-24', span: '02:00:00' }
    expect(rows(await database.db.execute(read))).toEqual([expected])
    expect(rows(await database.db.transaction((tx) => tx.execute(read)))).toEqual([expected])
    const [row] = await database.db.select({ now: sql<string>`now()`.mapWith(sessions.expiresAt) }).from(sql`(select 1) as one`)
    expect(row!.now).toBeInstanceOf(Date)
  })

  it('commits a transaction that ends well and rolls back one that throws, nested ones by savepoint', async () => {
    const code = (suffix: string) => `THREAD${suffix}`
    await database.db.transaction(async (tx) => {
      await tx.insert(referralCodes).values({ code: code('A'), type: 'owner' })
      await tx
        .transaction(async (inner) => {
          await inner.insert(referralCodes).values({ code: code('B'), type: 'owner' })
          throw new Error('changed my mind')
        })
        .catch(() => {})
    })
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(referralCodes).values({ code: code('C'), type: 'owner' })
        throw new Error('nothing of this stays')
      }),
    ).rejects.toThrow('nothing of this stays')
    const kept = await database.db.select({ code: referralCodes.code }).from(referralCodes)
    expect(kept.map((row) => row.code).filter((kept) => kept.startsWith('THREAD'))).toEqual([code('A')])
  })

  it('reports a broken unique index as PostgreSQL does, with its code and constraint', async () => {
    await database.db.insert(referralCodes).values({ code: 'TWICE', type: 'owner' })
    const error = await database.db
      .insert(referralCodes)
      .values({ code: 'TWICE', type: 'owner' })
      .catch((caught: unknown) => caught)
    expect(isUniqueViolation(error)).toBe(true)
    expect(violatedUniqueConstraint(error)).toBe('referral_codes_pkey')
    await database.db.delete(referralCodes).where(eq(referralCodes.code, 'TWICE'))
  })

  it('announces a change before the statement that made it answers', async () => {
    const heard: string[] = []
    const stop = await database.listen('thread_test', {
      onMessage: (payload) => heard.push(payload),
      onGap: () => {},
      onListening: () => {},
    })
    await database.db.execute(sql`select pg_notify('thread_test', 'first')`)
    expect(heard).toEqual(['first'])
    await stop()
  })

  it('prepares a statement the first time it runs and answers it from then on by its name, in or out of a transaction', async () => {
    const read = (code: string) =>
      database.db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.code, code))
    await database.db.insert(referralCodes).values({ code: 'KEPT1', type: 'owner' })
    expect(await read('KEPT1')).toEqual([{ code: 'KEPT1' }])
    expect(await read('NONE')).toEqual([])
    expect(
      await database.db.transaction((tx) =>
        tx.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.code, 'KEPT1')),
      ),
    ).toEqual([{ code: 'KEPT1' }])
    // A statement that fails to parse is not kept: the next one runs as if it had not been sent.
    await expect(database.db.execute(sql`select nonsense from nowhere`)).rejects.toThrow()
    const prepared = rows(await database.db.execute(sql`select statement from pg_prepared_statements`)) as { statement: string }[]
    expect(
      prepared.filter(
        ({ statement }) =>
          statement.startsWith('select') && statement.endsWith('from "referral_codes" where "referral_codes"."code" = $1'),
      ),
    ).toHaveLength(1)
    await database.db.delete(referralCodes).where(eq(referralCodes.code, 'KEPT1'))
  })

  it("keeps the server's thread free while a long statement runs", async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const started = performance.now()
    await database.db.execute(sql`select count(*) from generate_series(1, 4000000)`)
    const took = performance.now() - started
    delay.disable()
    // The statement took its time on the database's thread; this thread went on answering.
    expect(took).toBeGreaterThan(150)
    expect(delay.max / 1e6).toBeLessThan(took / 2)
  })
})

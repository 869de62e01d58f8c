import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openPglite, type Database } from '#server/db/database.ts'
import { sessions } from '#server/db/schema.ts'

describe('the embedded database reads dates as Drizzle does, without parsers on each query', () => {
  let database: Database
  beforeAll(async () => {
    database = await openPglite()
  })
  afterAll(() => database.close())

  it('keeps dates and times as their text, in and out of a transaction', async () => {
    const read = sql`select '2026-11-24 19:00:00+00'::timestamptz as at, '2026-11-24'::date as day, interval '2 hours' as span`
    const expected = { at: '2026-11-24 19:00:00+00', day: '2026-11-24', span: '02:00:00' }
    const rows = (result: unknown) => (result as { rows: unknown[] }).rows
    expect(rows(await database.db.execute(read))).toEqual([expected])
    expect(rows(await database.db.transaction((tx) => tx.execute(read)))).toEqual([expected])
  })

  it('maps a timestamp column to a Date through the schema', async () => {
    const [row] = await database.db.select({ now: sql<string>`now()`.mapWith(sessions.expiresAt) }).from(sql`(select 1) as one`)
    expect(row!.now).toBeInstanceOf(Date)
  })

  it('sends no parsers with a query, so PGlite does not copy its table of them', async () => {
    const query = vi.spyOn(PGlite.prototype, 'query')
    try {
      await database.db.select({ one: sql`1` }).from(sql`(select 1) as one`)
      expect(query).toHaveBeenCalled()
      for (const [, , options] of query.mock.calls) expect(options?.parsers).toBeUndefined()
    } finally {
      query.mockRestore()
    }
  })
})

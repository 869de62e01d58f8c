import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type } from 'arktype'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { receiptLinkCreate } from '#server/cli/commands/receipt-link-create.ts'
import { openPglite } from '#server/db/database.ts'
import { receiptLinks } from '#server/db/schema.ts'
import { newReceiptLinksInput } from '#server/modules/receipt/receipt-links.ts'
import { runCommandHere } from './support/run-command.ts'
import { withMigratedDatabase } from './support/migrated-data-dir.ts'

describe('npm run receipt-link:create', () => {
  let dataDir: string
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-links-'))
    vi.stubEnv('DATA_DIR', dataDir)
    vi.stubEnv('DATABASE_URL', '')
    vi.stubEnv('PUBLIC_URL', 'https://club.example.com')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const cli = (args: string[]) => runCommandHere(receiptLinkCreate, args)

  it('issues unguessable ids for an event and prints their links', async () => {
    await withMigratedDatabase(dataDir)
    const { stdout } = await cli(['--event', 'Mid-Autumn', 'Lantern', 'Night', '--count', '3', '--language', 'tc'])
    const links = stdout.trim().split('\n')
    expect(links).toHaveLength(3)
    for (const link of links) expect(link).toMatch(/^https:\/\/club\.example\.com\/tc\/upload-receipt\?id=[\w-]{22}$/)
    expect(new Set(links).size).toBe(3)
    const database = await openPglite(dataDir)
    const rows = await database.db.select().from(receiptLinks)
    await database.close()
    expect(rows.map((row) => row.eventName)).toEqual([
      'Mid-Autumn Lantern Night',
      'Mid-Autumn Lantern Night',
      'Mid-Autumn Lantern Night',
    ])
    expect(rows.map((row) => `https://club.example.com/tc/upload-receipt?id=${row.id}`).sort()).toEqual([...links].sort())
  })

  it.each([
    [['--count', '2'], '--event is needed'],
    [['--event', 'X', '--count', 'many'], '--count takes a whole number'],
  ])('refuses %j with a reason', async (args, reason) => {
    const failure = await cli(args)
    expect(failure.code).toBe(1)
    expect(failure.stderr).toContain(reason)
  })

  it.each([
    [{ event: 'X', count: 0, language: 'en' }, 'count must be'],
    [{ event: 'X', count: 1001, language: 'en' }, 'count must be'],
    [{ event: '', count: 1, language: 'en' }, 'event must be'],
    [{ event: 'X', count: 1, language: 'fr' }, 'language must be'],
  ])('the operation refuses %j', (input, reason) => {
    const checked = newReceiptLinksInput(input)
    expect(checked).toBeInstanceOf(type.errors)
    expect((checked as type.errors).summary).toContain(reason)
  })
})

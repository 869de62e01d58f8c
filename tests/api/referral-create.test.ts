import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runOperationHere } from '../../src/server/cli/run-operation.ts'
import { openPglite } from '../../src/server/db/database.ts'
import { referralCodes } from '../../src/server/db/schema.ts'
import { startTestApp } from './support/test-app.ts'

const run = promisify(execFile)

describe('npm run referral:create on PGlite', () => {
  let dataDir: string
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-referral-'))
    vi.stubEnv('DATA_DIR', dataDir)
    vi.stubEnv('DATABASE_URL', '')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('creates a code in capitals with its estate and type, and prints it', async () => {
    const { stdout } = await run('npx', ['tsx', 'src/server/cli/referral-create.ts', '--code', 'abc123', '--estate', '2', '--type', 'tenant'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    })
    expect(stdout).toMatch(/^Referral code: ABC123$/m)
    const database = await openPglite(dataDir)
    const rows = await database.db.select().from(referralCodes)
    expect(rows).toEqual([expect.objectContaining({ code: 'ABC123', sinoEstateId: 2, type: 'tenant', usedAt: null })])
    await database.close()
  }, 90_000)

  it('makes a code with no estate when none is given', async () => {
    expect(await runOperationHere('referral.create', { code: 'OWNER-1', type: 'owner' })).toEqual({ code: 'OWNER-1' })
  })

  it.each([
    [{ code: 'AB' }, '4 to 32 letters'],
    [{ code: 'ABCD', estate: 999 }, 'Unknown estate id 999'],
    [{ code: 'ABCD', estate: 21 }, 'Estate 21 (Others) has no complete address'],
    [{ code: 'ABCD', type: 'landlord' }, 'type'],
  ])('refuses %j with a reason', async (input, reason) => {
    await expect(runOperationHere('referral.create', { type: 'owner', ...input })).rejects.toThrow(reason)
  })

  it('refuses a code that exists already', async () => {
    await runOperationHere('referral.create', { code: 'TWICE1', type: 'owner' })
    await expect(runOperationHere('referral.create', { code: 'twice1', type: 'staff' })).rejects.toThrow('already exists')
  })

  it('explains a missing --code and fails', async () => {
    const failure = await run('npx', ['tsx', 'src/server/cli/referral-create.ts', '--type', 'owner'], {
      env: { ...process.env, DATA_DIR: dataDir },
    }).catch((error: { code: number; stderr: string }) => error)
    expect(failure).toMatchObject({ code: 1 })
    expect((failure as { stderr: string }).stderr).toContain('--code is needed')
  }, 90_000)
})

describe.runIf(process.env.TEST_DATABASE_URL)('referral:create on PostgreSQL', () => {
  it('creates the code directly in the database', async () => {
    const test = await startTestApp('postgres')
    vi.stubEnv('DATABASE_URL', test.databaseUrl!)
    try {
      await runOperationHere('referral.create', { code: 'PGCODE1', type: 'resident', estate: 1 })
      const rows = await test.database.db.select().from(referralCodes)
      expect(rows).toEqual([expect.objectContaining({ code: 'PGCODE1', type: 'resident', sinoEstateId: 1 })])
    } finally {
      vi.unstubAllEnvs()
      await test.close()
    }
  })
})

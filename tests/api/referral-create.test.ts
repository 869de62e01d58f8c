import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { referralCreate } from '#server/cli/commands/referral-create.ts'
import { runOperationHere } from '#server/cli/run-operation.ts'
import { openPglite } from '#server/db/database.ts'
import { referralCodes } from '#server/db/schema.ts'
import { runOperation } from '#server/ops/operations.ts'
import { runCommandHere } from './support/run-command.ts'
import { startTestApp, type TestApp } from './support/test-app.ts'
import { withMigratedDatabase } from './support/migrated-data-dir.ts'

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
    await withMigratedDatabase(dataDir)
    const { stdout } = await runCommandHere(referralCreate, ['--code', 'abc123', '--estate', '2', '--type', 'tenant'])
    expect(stdout).toMatch(/^Referral code: ABC123$/m)
    const database = await openPglite(dataDir)
    const rows = await database.db.select().from(referralCodes)
    expect(rows).toEqual([expect.objectContaining({ code: 'ABC123', sinoEstateId: 2, type: 'tenant', usedAt: null })])
    await database.close()
  })

  it('explains a missing --code and fails', async () => {
    const failure = await runCommandHere(referralCreate, ['--type', 'owner'])
    expect(failure.code).toBe(1)
    expect(failure.stderr).toContain('--code is needed')
  })
})

describe('referral.create, the operation the command runs', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp('pglite')
  })
  afterAll(() => test.close())
  const create = (input: Record<string, unknown>) => runOperation(test.app.ctx, 'referral.create', input)

  it('makes a code with no estate when none is given', async () => {
    expect(await create({ code: 'OWNER-1', type: 'owner' })).toEqual({ code: 'OWNER-1' })
  })

  it.each([
    [{ code: 'AB' }, '4 to 32 letters'],
    [{ code: 'ABCD', estate: 999 }, 'Unknown estate id 999'],
    [{ code: 'ABCD', estate: 21 }, 'Estate 21 (Others) has no complete address'],
    [{ code: 'ABCD', type: 'landlord' }, 'type'],
  ])('refuses %j with a reason', async (input, reason) => {
    await expect(create({ type: 'owner', ...input })).rejects.toThrow(reason)
  })

  it('refuses a code that exists already', async () => {
    await create({ code: 'TWICE1', type: 'owner' })
    await expect(create({ code: 'twice1', type: 'staff' })).rejects.toThrow('already exists')
  })
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

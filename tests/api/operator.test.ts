import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runOperationHere } from '../../src/server/cli/run-operation.ts'
import { openPglite } from '../../src/server/db/database.ts'
import { members } from '../../src/server/db/schema.ts'
import { DataDirInUseError } from '../../src/server/lib/data-dir-lock.ts'
import { OperationError } from '../../src/server/ops/operations.ts'
import { startOpsSocket } from '../../src/server/ops/ops-socket.ts'
import { memberInput, startTestApp, uniquePhone } from './support/test-app.ts'

const run = promisify(execFile)

const newMember = (overrides: Record<string, unknown> = {}) => ({ ...memberInput({ email: `${uniquePhone()}@example.com` }), ...overrides })

describe('operator commands on PGlite', () => {
  let dataDir: string
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-'))
    vi.stubEnv('DATA_DIR', dataDir)
    vi.stubEnv('DATABASE_URL', '')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('open the data folder themselves when no portal runs, and release it', async () => {
    const created = (await runOperationHere('member.create', newMember({ tier: 'privilege' }))) as { clubMemberId: string }
    expect(created.clubMemberId).toMatch(/^SC\d{8}$/)
    const database = await openPglite(dataDir)
    const [row] = await database.db.select().from(members).where(eq(members.clubMemberId, created.clubMemberId))
    expect(row).toMatchObject({ tier: 'privilege', firstName: 'Tai Man' })
    await database.close()
  })

  it('go through the running portal, which holds the folder', async () => {
    const portalDatabase = await openPglite(dataDir)
    const portal = await startTestApp('pglite')
    const stop = await startOpsSocket({ ...portal.app.ctx, db: portalDatabase.db }, dataDir)
    try {
      await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DataDirInUseError)
      const created = (await runOperationHere('member.create', newMember({ firstTime: true, password: undefined }))) as { clubMemberId: string }
      const [row] = await portalDatabase.db.select().from(members).where(eq(members.clubMemberId, created.clubMemberId))
      expect(row).toMatchObject({ firstTimeLogin: true, passwordHash: null })
      expect((fs.statSync(path.join(dataDir, 'ops.sock')).mode & 0o777).toString(8)).toBe('600')
      await expect(runOperationHere('member.create', newMember({ phone: '31234567' }))).rejects.toThrow(
        new OperationError('Phone: A Hong Kong mobile number starts with 4 to 9'),
      )
    } finally {
      await stop()
      await portal.close()
      await portalDatabase.close()
    }
  })

  it.each([
    [{ password: 'short' }, 'at least 8 characters'],
    [{ password: undefined }, 'only a --first-time member'],
    [{ countryCode: 99 }, 'Unknown country code id 99'],
    [{ email: 'not-an-address' }, 'email'],
    [{ firstName: 'x'.repeat(31) }, 'firstName'],
  ])('refuse %j with a reason', async (overrides, reason) => {
    await expect(runOperationHere('member.create', newMember(overrides))).rejects.toThrow(reason)
  })

  it('refuse a second member with the same phone', async () => {
    const member = newMember()
    await runOperationHere('member.create', member)
    await expect(runOperationHere('member.create', { ...member, email: 'other@example.com' })).rejects.toThrow('already exists')
  })

  it('npm run member:create prints the member ID; --first-name takes several words', async () => {
    const { stdout } = await run(
      'npx',
      ['tsx', 'src/server/cli/member-create.ts', '--phone', '91234567', '--password', 'Secret#123', '--first-name', 'Tai', 'Man', '--surname', 'Chan', '--tier', 'privilege'],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    )
    expect(stdout).toMatch(/^Member ID: SC\d{8}$/m)
    const database = await openPglite(dataDir)
    const [row] = await database.db.select().from(members)
    expect(row).toMatchObject({ firstName: 'Tai Man', tier: 'privilege', mobilePhone: '91234567' })
    await database.close()
  })

  it('npm run member:create explains what is missing and fails', async () => {
    const failure = await run('npx', ['tsx', 'src/server/cli/member-create.ts', '--phone', '91234567'], {
      env: { ...process.env, DATA_DIR: dataDir },
    }).catch((error: { code: number; stderr: string }) => error)
    expect(failure).toMatchObject({ code: 1 })
    expect((failure as { stderr: string }).stderr).toContain('--phone, --first-name and --surname are needed')
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('operator commands on PostgreSQL', () => {
  it('connect directly, as any number of processes may', async () => {
    const test = await startTestApp('postgres')
    vi.stubEnv('DATABASE_URL', test.databaseUrl!)
    try {
      const created = (await runOperationHere('member.create', newMember())) as { clubMemberId: string }
      const [row] = await test.database.db.select().from(members).where(eq(members.clubMemberId, created.clubMemberId))
      expect(row).toBeDefined()
    } finally {
      vi.unstubAllEnvs()
      await test.close()
    }
  })
})

import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { runOperationHere } from '#server/cli/run-operation.ts'
import { openPglite } from '#server/db/database.ts'
import { members, notifierOutbox, staffAccounts } from '#server/db/schema.ts'
import { DataDirInUseError } from '#server/lib/data-dir-lock.ts'
import { OperationError, runOperation } from '#server/ops/operations.ts'
import { startOpsSocket } from '#server/ops/ops-socket.ts'
import { applicationDecide } from '#server/cli/commands/application-decide.ts'
import { memberCreate } from '#server/cli/commands/member-create.ts'
import { staffCreate } from '#server/cli/commands/staff-create.ts'
import { runCommandHere } from './support/run-command.ts'
import { getAs, parkingPayload, postAs } from './support/applications.ts'
import { addMember, databaseKinds, loginAs, memberInput, startTestApp, uniquePhone, type TestApp } from './support/test-app.ts'
import { withMigratedDatabase } from './support/migrated-data-dir.ts'

const run = promisify(execFile)

const newMember = (overrides: Record<string, unknown> = {}) => ({
  ...memberInput({ email: `${uniquePhone()}@example.com` }),
  ...overrides,
})

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
    await withMigratedDatabase(dataDir)
    const created = (await runOperationHere('member.create', newMember({ tier: 'privilege' }))) as { clubMemberId: string }
    expect(created.clubMemberId).toMatch(/^SC\d{8}$/)
    const database = await openPglite(dataDir)
    const [row] = await database.db.select().from(members).where(eq(members.clubMemberId, created.clubMemberId))
    expect(row).toMatchObject({ tier: 'privilege', firstName: 'Tai Man' })
    await database.close()
  })

  it('go through the running portal, which holds the folder', async () => {
    await withMigratedDatabase(dataDir)
    const portalDatabase = await openPglite(dataDir)
    const portal = await startTestApp('pglite')
    const stop = await startOpsSocket({ ...portal.app.ctx, db: portalDatabase.db }, dataDir)
    try {
      await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DataDirInUseError)
      const created = (await runOperationHere('member.create', newMember({ firstTime: true, password: undefined }))) as {
        clubMemberId: string
      }
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

  it('npm run member:create prints the member ID; --first-name takes several words', async () => {
    // A folder a portal has run in before: the command's own start is what is tested here.
    await withMigratedDatabase(dataDir)
    // What `npm run member:create` runs (tsx from node_modules/.bin), without npx's own start.
    const { stdout } = await run(
      'node_modules/.bin/tsx',
      [
        'src/server/cli/member-create.ts',
        '--phone',
        '91234567',
        '--password',
        'Secret#123',
        '--first-name',
        'Tai',
        'Man',
        '--surname',
        'Chan',
        '--tier',
        'privilege',
      ],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    )
    expect(stdout).toMatch(/^Member ID: SC\d{8}$/m)
    const database = await openPglite(dataDir)
    const [row] = await database.db.select().from(members)
    expect(row).toMatchObject({ firstName: 'Tai Man', tier: 'privilege', mobilePhone: '91234567' })
    await database.close()
  }, 90_000)

  it('staff:create makes the account and its invitation without a portal, and prints no link, even from the outbox', async () => {
    await withMigratedDatabase(dataDir)
    const printed: string[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')))
    let result: Awaited<ReturnType<typeof runCommandHere>>
    try {
      result = await runCommandHere(staffCreate, ['--email', 'chan@sino.example', '--name', 'Chan Tai Man', '--role', 'admin'])
    } finally {
      spy.mockRestore()
    }
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining('An invitation was e-mailed to chan@sino.example') })
    const database = await openPglite(dataDir)
    try {
      const [mail] = await database.db.select().from(notifierOutbox).where(eq(notifierOutbox.recipient, 'chan@sino.example'))
      const key = /\/en\/staff\/enrol#([\w-]+)/.exec(mail?.body ?? '')?.[1]
      expect(key).toMatch(/^[\w-]{43}$/)
      expect(`${result.stdout}\n${result.stderr}\n${printed.join('\n')}`).not.toContain(key!)
      const [account] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.email, 'chan@sino.example'))
      expect(account).toMatchObject({ role: 'admin', passwordHash: null, totpSecret: null })
    } finally {
      await database.close()
    }
  }, 120_000)

  it('member:create explains what is missing and fails', async () => {
    const failure = await runCommandHere(memberCreate, ['--phone', '91234567'])
    expect(failure.code).toBe(1)
    expect(failure.stderr).toContain('--phone, --first-name and --surname are needed')
  })

  it('member:create prints its usage on --help and refuses an unknown option', async () => {
    expect(await runCommandHere(memberCreate, ['--help'])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('--first-time'),
    })
    expect(await runCommandHere(memberCreate, ['--phone', '91234567', '--nick', 'x'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Unknown option --nick'),
    })
    expect(await runCommandHere(memberCreate, ['stray'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('options start with --'),
    })
  })
})

describe('member.create, the operation the command runs', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp('pglite')
  })
  afterAll(() => test.close())
  const create = (input: Record<string, unknown>) => runOperation(test.app.ctx, 'member.create', input)

  it.each([
    [{ password: 'short' }, 'at least 8 characters'],
    [{ password: undefined }, 'only a --first-time member'],
    [{ countryCode: 99 }, 'Unknown country code id 99'],
    [{ email: 'not-an-address' }, 'email'],
    [{ firstName: 'x'.repeat(31) }, 'firstName'],
  ])('refuses %j with a reason', async (overrides, reason) => {
    await expect(create(JSON.parse(JSON.stringify(newMember(overrides))))).rejects.toThrow(reason)
  })

  it('refuses a second member with the same phone', async () => {
    const member = newMember()
    await create(member)
    await expect(create({ ...member, email: 'other@example.com' })).rejects.toThrow('already exists')
  })

  it('application decisions refuse an unknown member and a member with nothing in review', async () => {
    const decide = (name: 'upgrade.decide' | 'parking.decide', input: Record<string, unknown>) =>
      runOperation(test.app.ctx, name, input)
    await expect(decide('upgrade.decide', { clubMemberId: 'SC99999999', decision: 'approve' })).rejects.toThrow(
      new OperationError('No member SC99999999'),
    )
    const { clubMemberId } = (await create(newMember())) as { clubMemberId: string }
    await expect(decide('upgrade.decide', { clubMemberId, decision: 'approve' })).rejects.toThrow('No upgrade form in review')
    await expect(decide('parking.decide', { clubMemberId, decision: 'reject' })).rejects.toThrow(
      'No parking application in review',
    )
    await expect(decide('parking.decide', { clubMemberId, decision: 'maybe' })).rejects.toBeInstanceOf(OperationError)
  })
})

describe('application:decide', () => {
  it('explains what is missing, and prints its usage on --help', async () => {
    const failure = await runCommandHere(applicationDecide, ['--member', 'SC10000001', '--kind', 'upgrade'])
    expect(failure.code).toBe(1)
    expect(failure.stderr).toContain('one of --approve or --reject are needed')
    expect(await runCommandHere(applicationDecide, ['--member', 'SC10000001', '--kind', 'car', '--approve'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--kind upgrade|parking'),
    })
    expect(await runCommandHere(applicationDecide, ['--help'])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('--reason unreadable --note'),
    })
  })
})

describe.each(databaseKinds)('application:decide against a portal (%s)', (kind) => {
  let test: TestApp
  let dataDir: string
  let stopOps: () => Promise<void>
  beforeAll(async () => {
    test = await startTestApp(kind)
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-'))
    // On PGlite the command reaches the running portal over its socket; on PostgreSQL it connects itself.
    stopOps = kind === 'pglite' ? await startOpsSocket(test.app.ctx, dataDir) : async () => {}
  })
  beforeEach(() => {
    vi.stubEnv('DATA_DIR', dataDir)
    vi.stubEnv('DATABASE_URL', test.databaseUrl ?? '')
    vi.stubEnv('CODE_HMAC_SECRET', test.app.ctx.config.codeHmacSecret ?? '')
  })
  afterEach(() => vi.unstubAllEnvs())
  afterAll(async () => {
    await stopOps()
    await test.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('exits 1 with the reason when the decision is refused, and 0 when it is made', async () => {
    const member = await addMember(test, { tier: 'privilege' })
    const token = await loginAs(test, member)
    await postAs(test, token, '/api/createParkingForm', parkingPayload([], { documentsToFollow: 1 }))
    const decide = (...decision: string[]) =>
      runCommandHere(applicationDecide, ['--member', member.clubMemberId, '--kind', 'parking', ...decision])

    expect(await decide('--approve')).toMatchObject({
      code: 1,
      stdout: '',
      stderr: expect.stringContaining('The application is not in review (it waits for documents)'),
    })
    expect(await decide('--reject', '--reason', 'No documents')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Give one of the reasons offered: unreadable, no-address, name-mismatch'),
    })
    expect(await decide('--reject', '--reason', 'Vehicle-Mismatch', '--note', 'The licence is of a van')).toMatchObject({
      code: 0,
      stdout: 'The parking application is rejected',
    })
    expect((await getAs(test, token, '/api/getParkingForm')).json().data.reason).toEqual({
      text: {
        en: 'The plate or vehicle does not match the document',
        tc: '車牌或車輛與文件不符',
        sc: '车牌或车辆与文件不符',
      },
      note: 'The licence is of a van',
    })
    expect(await decide('--reject')).toMatchObject({
      code: 1,
      stdout: '',
      stderr: expect.stringContaining('The application is rejected already'),
    })
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

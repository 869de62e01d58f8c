import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp, type App, type AppOptions } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openPglite, openPostgres, type Database } from '#server/db/database.ts'
import { createMember, type NewMemberInput } from '#server/modules/members/create-member.ts'
import { s3Env } from '#tests/support/s3-server.ts'
import { quickProofs } from './proof-of-work.ts'

/**
 * Every database at hand: PGlite always, PostgreSQL too when TEST_DATABASE_URL names one (CI sets
 * it). Tests of what the databases do differently (concurrent writers, locks, the job queue, what
 * a node keeps in memory) run on each.
 */
export const databaseKinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])] as const
export type DatabaseKind = (typeof databaseKinds)[number]

/**
 * The database a flow runs on when both are at hand: the one it names. The flows reach both
 * through the same queries, so each names one and the two carry about half the flows each;
 * TEST_EVERY_DATABASE=1 runs every flow on both. Without PostgreSQL every flow runs on PGlite.
 */
export function databasesFor(chosen: DatabaseKind): readonly DatabaseKind[] {
  if (process.env.TEST_EVERY_DATABASE === '1') return databaseKinds
  return databaseKinds.some((kind) => kind === chosen) ? [chosen] : ['pglite']
}

/** Where a test app keeps files: TEST_STORAGE=s3 runs every API test on the test S3 server. */
type StorageKind = 'local' | 's3'
const defaultStorage: StorageKind = process.env.TEST_STORAGE === 's3' ? 's3' : 'local'

/** A clock the test moves by hand. */
function testClock(start = new Date('2026-11-22T02:00:00Z')) {
  let now = start.getTime()
  const clock = () => new Date(now)
  clock.advance = (ms: number) => {
    now += ms
  }
  return clock
}

/** A fresh database of its own on the PostgreSQL server, a copy of the one migrated before the tests, dropped afterwards. */
async function freshPostgres(): Promise<{ database: Database; url: string }> {
  const admin = new URL(process.env.TEST_DATABASE_URL!)
  const name = `portal_test_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  await client.query(`create database ${name} template ${inject('postgresTemplate')}`)
  await client.end()
  const url = new URL(admin)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString())
  return {
    url: url.toString(),
    database: {
      ...database,
      close: async () => {
        await database.close()
        const dropper = new pg.Client({ connectionString: admin.toString() })
        await dropper.connect()
        await dropper.query(`drop database if exists ${name} with (force)`)
        await dropper.end()
      },
    },
  }
}

export interface TestApp {
  app: App
  database: Database
  /** The connection string, on PostgreSQL. */
  databaseUrl: string | undefined
  clock: ReturnType<typeof testClock>
  close(): Promise<void>
}

let template: Blob | undefined
/** An embedded database of its own, copied from the one migrated before the tests. */
async function freshPglite(): Promise<Database> {
  template ??= new Blob([readFileSync(inject('pgliteAppTemplate'))])
  return openPglite(undefined, { from: template })
}

export interface TestAppOptions {
  env?: Record<string, string>
  logger?: AppOptions['logger']
  /** Another portal on the database of this one (a second node, or a restart); closing it leaves the database open. */
  sharing?: TestApp
  /** With `sharing` on PostgreSQL: the node opens connections of its own to this URL (through a proxy the test holds). */
  via?: string
  clockStart?: Date
  storage?: StorageKind
  presence?: AppOptions['presence']
  pushAgent?: AppOptions['pushAgent']
  apnsCa?: AppOptions['apnsCa']
  /**
   * An embedded portal in a data folder of its own, as `npm start` runs it: its database, its
   * uploads and the keys it makes at first start all in the folder, which closing leaves in place.
   */
  dataDir?: string
  /** A PostgreSQL database made elsewhere (a portal moved there), which closing leaves in place. */
  databaseUrl?: string
}

/** The variables of a test app's storage: another node of a portal on S3 keeps its files where the first does. */
function storageEnv(storage: StorageKind, sharing: TestApp | undefined): Record<string, string> {
  const shared = sharing?.app.ctx.config.storage
  if (shared?.driver === 's3') return s3Env(inject('s3Server'), shared.keyPrefix)
  return storage === 's3' ? s3Env(inject('s3Server'), `test-${randomUUID()}`) : {}
}

export async function startTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const { database, url } = options.dataDir
    ? { database: await openPglite(options.dataDir), url: undefined }
    : options.databaseUrl
      ? { database: await openPostgres(options.databaseUrl), url: options.databaseUrl }
      : options.sharing
        ? options.via
          ? { database: await openPostgres(options.via), url: options.sharing.databaseUrl }
          : { database: options.sharing.database, url: options.sharing.databaseUrl }
        : kind === 'pglite'
          ? { database: await freshPglite(), url: undefined }
          : await freshPostgres()
  const clock = testClock(options.clockStart)
  const uploadDir = options.dataDir ? undefined : mkdtempSync(path.join(os.tmpdir(), 'portal-test-uploads-'))
  const config = loadConfig({
    CLIENT_DIR: '/nonexistent-client',
    SUPPORT_EMAIL: 'help@sinoclub.example',
    // Throwaway accounts: argon2id at its floor, and proofs of effort solved at once, where the
    // test is not of production's settings (a unit test holds the standard costs).
    ...(options.env?.NODE_ENV === 'production' ? {} : { PASSWORD_HASHING: 'fast-for-tests', ...quickProofs }),
    ...(options.dataDir || options.databaseUrl
      ? { DATA_DIR: options.dataDir ?? uploadDir! }
      : {
          UPLOAD_DIR: uploadDir!,
          ...storageEnv(options.storage ?? defaultStorage, options.sharing),
          // Nodes of one portal share the secret: what one sealed, another opens.
          CODE_HMAC_SECRET: options.sharing?.app.ctx.config.codeHmacSecret ?? randomBytes(32).toString('hex'),
          // Nodes of one database share its key, as they must (a node with another one would not start).
          TOTP_ENCRYPTION_KEY: options.sharing?.app.ctx.config.totpEncryptionKey ?? randomBytes(32).toString('base64'),
        }),
    ...options.env,
  })
  const app = await buildApp({
    config,
    database,
    clock,
    logger: options.logger ?? false,
    presence: options.presence,
    pushAgent: options.pushAgent,
    apnsCa: options.apnsCa,
  })
  await app.ready()
  // Due jobs run when a test says (jobs.runDue()), not on a timer in the middle of its steps.
  await app.ctx.jobs.stop()
  return {
    app,
    database,
    databaseUrl: url,
    clock,
    close: async () => {
      await app.close()
      if (!options.sharing || options.via) await database.close()
      if (uploadDir) rmSync(uploadDir, { recursive: true, force: true })
    },
  }
}

let phoneCounter = 0
/** A Hong Kong mobile number no other test of this file uses. */
export const uniquePhone = () => String(91_000_000 + (process.pid % 1000) * 1000 + ++phoneCounter)

/** An operator's input for a new member, with a phone of its own. */
export const memberInput = (overrides: Partial<NewMemberInput> = {}): NewMemberInput => ({
  countryCode: 1,
  phone: uniquePhone(),
  password: 'Secret#123',
  firstName: 'Tai Man',
  surname: 'Chan',
  tier: 'ordinary',
  language: 'en',
  firstTime: false,
  ...overrides,
})

export async function addMember(test: TestApp, overrides: Partial<NewMemberInput> = {}) {
  const input = memberInput(overrides)
  const member = await createMember(test.app.ctx, input)
  return { ...member, phone: input.phone, password: input.password ?? '', countryCode: input.countryCode }
}

export async function loginAs(test: TestApp, member: { phone: string; password: string; countryCode: number }) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { countryCode: member.countryCode, phoneNumber: member.phone, password: member.password },
  })
  const body = response.json()
  if (!body.success) throw new Error(`login failed: ${response.body}`)
  return body.data.token as string
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A refusal's field errors as field → code. */
export const fieldCodes = (body: { data: { errors: { field: string; code: string }[] } }) =>
  Object.fromEntries(body.data.errors.map((error) => [error.field, error.code]))

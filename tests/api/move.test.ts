import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import { count, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { movePortal } from '#server/backup/move.ts'
import { takeSnapshot } from '#server/backup/snapshot.ts'
import { backup } from '#server/cli/commands/backup.ts'
import { move } from '#server/cli/commands/move.ts'
import { loadConfig, type S3Storage } from '#server/config.ts'
import { openPostgres } from '#server/db/database.ts'
import { auditLog, passkeys, pushSubscriptions, uploadedFiles } from '#server/db/schema.ts'
import { runOperation } from '#server/ops/operations.ts'
import { s3Client } from '#server/storage/s3-file-store.ts'
import { s3Env } from '#tests/support/s3-server.ts'
import { getAs, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { addPasskey, authenticatorFor } from './support/passkeys.ts'
import { deviceKeys, pushService, vapidEnv } from './support/push.ts'
import { runCommandHere } from './support/run-command.ts'
import { addMember, bearer, loginAs, startTestApp } from './support/test-app.ts'
import { withMigratedDatabase } from './support/migrated-data-dir.ts'

const hour = 3_600_000
const adminUrl = process.env.TEST_DATABASE_URL

/** An empty database of its own on the test server, dropped at the end of the test. */
async function emptyDatabase(made: string[]): Promise<string> {
  const name = `portal_move_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  made.push(name)
  const url = new URL(adminUrl!)
  url.pathname = `/${name}`
  return url.toString()
}

async function dropDatabases(names: string[]) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  for (const name of names) await client.query(`drop database if exists ${name} with (force)`)
  await client.end()
}

/** Each object under a prefix of the test bucket, by name, with its size and the SHA-256 it carries. */
async function bucketListing(settings: S3Storage) {
  const client = s3Client(settings)
  const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: settings.keyPrefix }))
  return (page.Contents ?? [])
    .map((object) => ({ name: object.Key!.slice(settings.keyPrefix.length), size: object.Size }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

const bucketOf = (prefix: string): S3Storage => {
  const storage = loadConfig(s3Env(inject('s3Server'), prefix)).storage
  if (storage.driver !== 's3') throw new Error('s3 settings expected')
  return storage
}

describe.skipIf(!adminUrl)('moving an embedded portal to PostgreSQL and a bucket', () => {
  let root: string
  const databases: string[] = []
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'move-'))
    vi.stubEnv('DATABASE_URL', '')
  })
  afterEach(async () => {
    vi.unstubAllEnvs()
    fs.rmSync(root, { recursive: true, force: true })
    await dropDatabases(databases.splice(0))
  })

  it('takes everything, resumes after an interruption to the same result, and the portal runs on it', async () => {
    const service = await pushService()
    // The test's push service is on loopback: the one private relay this portal may push to.
    const env = { ...vapidEnv(), PUSH_PRIVATE_RELAY: new URL(service.url).host }
    const dataDir = await withMigratedDatabase(path.join(root, 'data'))
    const source = await startTestApp('pglite', { dataDir, env, pushAgent: service.agent })
    const member = await addMember(source)
    const token = await loginAs(source, member)
    const documentId = await uploadDocument(source, token, 'pdf')
    const secondDocumentId = await uploadDocument(source, token, 'jpeg')
    expect(
      (
        await postAs(
          source,
          token,
          '/api/createUpgradeForm',
          upgradePayload({ addressDocumentId: [documentId, secondDocumentId] }),
        )
      ).json(),
    ).toMatchObject({ success: true })
    await runOperation(source.app.ctx, 'upgrade.decide', { clubMemberId: member.clubMemberId, decision: 'approve' })
    expect((await addPasskey(source, token, authenticatorFor(source))).json()).toMatchObject({ success: true })
    const device = deviceKeys()
    expect(
      (await postAs(source, token, '/api/subscribePush', device.subscription(`${service.url}/push/one`))).json(),
    ).toMatchObject({ success: true })
    // An application still without documents: the 48-hour rule is due for it tomorrow.
    const waiting = await addMember(source)
    const waitingToken = await loginAs(source, waiting)
    await postAs(source, waitingToken, '/api/createUpgradeForm', upgradePayload())
    const [document] = await source.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, documentId))
    const documentBytes = fs.readFileSync(path.join(dataDir, 'uploads', document!.storedName))
    const before = await takeSnapshot(source.database.db)
    await source.close()

    const keys = {
      CODE_HMAC_SECRET: fs.readFileSync(path.join(dataDir, 'code-hmac.secret'), 'utf8'),
      TOTP_ENCRYPTION_KEY: fs.readFileSync(path.join(dataDir, 'totp-encryption.key'), 'utf8'),
    }

    // Interrupted after the database and the first file, then run again with the command.
    const resumedUrl = await emptyDatabase(databases)
    const resumedPrefix = `move-${randomUUID()}`
    await expect(
      movePortal(
        { dataDir, uploadDir: path.join(dataDir, 'uploads') },
        { databaseUrl: resumedUrl, bucket: bucketOf(resumedPrefix) },
        (progress) => {
          if (progress.step === 'files' && progress.filesDone === 1) throw new Error('interrupted')
        },
      ),
    ).rejects.toThrow('interrupted')
    vi.stubEnv('DATA_DIR', dataDir)
    for (const [name, value] of Object.entries(s3Env(inject('s3Server'), resumedPrefix))) vi.stubEnv(name, value)
    vi.stubEnv('STORAGE', '')
    vi.stubEnv('S3_BUCKET', '')
    const resumed = await runCommandHere(move, ['--to-database', resumedUrl, '--to-bucket', inject('s3Server').bucket])
    expect(resumed).toMatchObject({ code: 0 })
    expect(resumed.stdout).toMatch(
      /^Moved in [\d.]+ s and checked: \d+ rows in \d+ tables \(copied by an earlier run\), 2 files to the bucket portal-files under move-[\w-]+\/ \(1 copied by an earlier run\)\./,
    )
    expect(resumed.stdout).toContain(
      `the keys in ${path.join(dataDir, 'code-hmac.secret')} and ${path.join(dataDir, 'totp-encryption.key')}`,
    )

    // The same move, never interrupted.
    const wholeUrl = await emptyDatabase(databases)
    const wholePrefix = `move-${randomUUID()}`
    await movePortal(
      { dataDir, uploadDir: path.join(dataDir, 'uploads') },
      { databaseUrl: wholeUrl, bucket: bucketOf(wholePrefix) },
    )
    expect(await bucketListing(bucketOf(resumedPrefix))).toEqual(await bucketListing(bucketOf(wholePrefix)))
    for (const url of [resumedUrl, wholeUrl]) {
      const database = await openPostgres(url)
      try {
        expect((await takeSnapshot(database.db)).tables).toEqual(before.tables)
      } finally {
        await database.close()
      }
    }
    // A database that holds another portal's data is refused, and left as it was.
    const other = new pg.Client({ connectionString: wholeUrl })
    await other.connect()
    await other.query(`update members set first_name = 'Siu Ming'`)
    await other.end()
    const refused = await runCommandHere(move, ['--to-database', wholeUrl, '--to-bucket', inject('s3Server').bucket])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(
      /^move: copying the database\nmove: The database is not empty, and not a copy of this portal: The copy differs from its source in members \(2 rows, other contents\)\. Move into an empty database\./,
    )

    const moved = await startTestApp('postgres', {
      databaseUrl: resumedUrl,
      clockStart: new Date(source.clock().getTime() + hour),
      env: { ...env, ...keys, ...s3Env(inject('s3Server'), resumedPrefix) },
      pushAgent: service.agent,
    })
    try {
      // The session goes on, and the password still works.
      expect((await getAs(moved, token, '/api/getProfile')).json().data).toMatchObject({
        clubMemberId: member.clubMemberId,
        tier: 'privilege',
      })
      await loginAs(moved, member)
      const read = await moved.app.ctx.files.open(document!.storedName)
      const chunks: Buffer[] = []
      for await (const chunk of read) chunks.push(chunk as Buffer)
      expect(Buffer.concat(chunks).equals(documentBytes)).toBe(true)
      const db = moved.database.db
      expect((await db.select({ n: count() }).from(passkeys))[0]!.n).toBe(1)
      expect((await db.select({ n: count() }).from(pushSubscriptions))[0]!.n).toBe(1)
      expect((await db.select({ n: count() }).from(auditLog))[0]!.n).toBeGreaterThan(0)
      moved.clock.advance(48 * hour)
      await moved.app.ctx.jobs.runDue()
      expect((await getAs(moved, waitingToken, '/api/getUpgradeForm')).json().data.status).toBe('rejected')
      const session = await moved.app.inject({ method: 'GET', url: '/api/getProfile', headers: bearer(waitingToken) })
      expect(session.json()).toMatchObject({ success: true })
    } finally {
      await moved.close()
      await service.close()
    }
  }, 180_000)

  it('takes a backup archive just as well', async () => {
    const dataDir = await withMigratedDatabase(path.join(root, 'data'))
    const source = await startTestApp('pglite', { dataDir })
    const member = await addMember(source)
    await uploadDocument(source, await loginAs(source, member), 'png')
    const before = await takeSnapshot(source.database.db)
    await source.close()
    vi.stubEnv('DATA_DIR', dataDir)
    const archive = path.join(root, 'portal.tar')
    expect(await runCommandHere(backup, ['--to', archive])).toMatchObject({ code: 0 })

    const url = await emptyDatabase(databases)
    const prefix = `move-${randomUUID()}`
    for (const [name, value] of Object.entries(s3Env(inject('s3Server'), prefix))) vi.stubEnv(name, value)
    vi.stubEnv('STORAGE', '')
    vi.stubEnv('S3_BUCKET', '')
    const moved = await runCommandHere(move, ['--from', archive, '--to-database', url, '--to-bucket', inject('s3Server').bucket])
    expect(moved).toMatchObject({ code: 0 })
    expect(moved.stdout).toContain(`the keys in keys/code-hmac.secret and keys/totp-encryption.key in ${archive}`)
    expect((await bucketListing(bucketOf(prefix))).length).toBe(1)
    const database = await openPostgres(url)
    try {
      expect((await takeSnapshot(database.db)).tables).toEqual(before.tables)
    } finally {
      await database.close()
    }
  }, 120_000)
})

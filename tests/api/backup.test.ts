import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { backup } from '#server/cli/commands/backup.ts'
import { restore } from '#server/cli/commands/restore.ts'
import { members, receipts, uploadedFiles, upgradeForms } from '#server/db/schema.ts'
import { createReceiptLinks } from '#server/modules/receipt/receipt-links.ts'
import { runOperation } from '#server/ops/operations.ts'
import { startOpsSocket } from '#server/ops/ops-socket.ts'
import { jpegWithMetadata, multipartFile } from '#tests/support/images.ts'
import { getAs, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { runCommandHere } from './support/run-command.ts'
import { addMember, loginAs, startTestApp, type TestApp } from './support/test-app.ts'
import { withMigratedDatabase } from './support/migrated-data-dir.ts'

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** A member who applies to upgrade with a document, and sends an event receipt. */
async function busyMember(test: TestApp, decide: boolean) {
  const member = await addMember(test)
  const token = await loginAs(test, member)
  const documentId = await uploadDocument(test, token, 'pdf')
  const created = await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ addressDocumentId: [documentId] }))
  expect(created.json()).toMatchObject({ success: true })
  const [link] = await createReceiptLinks(test.app.ctx, { event: 'Lantern Night', count: 1, language: 'en' })
  const receipt = multipartFile('file', 'receipt.jpg', 'image/jpeg', jpegWithMetadata())
  const sent = await test.app.inject({
    method: 'POST',
    url: `/api/uploadReceipt?id=${encodeURIComponent(link!.id)}`,
    headers: { 'content-type': receipt.contentType, ...{ authorization: `Bearer ${token}` } },
    payload: receipt.body,
  })
  expect(sent.json()).toMatchObject({ success: true })
  if (decide) await runOperation(test.app.ctx, 'upgrade.decide', { clubMemberId: member.clubMemberId, decision: 'approve' })
  return member
}

/** Every stored file of a portal's database, by name, as SHA-256 of its bytes in the folder. */
async function storedFiles(test: TestApp, uploads: string) {
  const rows = [
    ...(await test.database.db.select({ name: uploadedFiles.storedName, sha256: uploadedFiles.sha256 }).from(uploadedFiles)),
    ...(await test.database.db.select({ name: receipts.storedName, sha256: receipts.sha256 }).from(receipts)),
  ]
  return Object.fromEntries(
    rows.map((row) => [row.name, { recorded: row.sha256, onDisk: sha256(fs.readFileSync(path.join(uploads, row.name))) }]),
  )
}

describe('backup and restore of the embedded portal', () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'))
    vi.stubEnv('DATABASE_URL', '')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('copies a portal in use, and the restored portal has everything up to the backup, byte for byte, and nothing after', async () => {
    const source = await withMigratedDatabase(path.join(root, 'data'))
    const portal = await startTestApp('pglite', { dataDir: source })
    const stopOps = await startOpsSocket(portal.app.ctx, source)
    const archive = path.join(root, 'portal.tar')
    try {
      const before = []
      for (let i = 0; i < 6; i += 1) before.push(await busyMember(portal, i % 2 === 0))

      // Members keep logging in, sending documents and being decided on while the backup runs.
      let loadRunning = true
      const load = (async () => {
        let made = 0
        while (loadRunning) {
          await busyMember(portal, made % 2 === 0)
          made += 1
        }
        return made
      })()
      vi.stubEnv('DATA_DIR', source)
      // The first progress line comes once the snapshot is taken: a member made then is after the backup.
      let snapshotTaken!: () => void
      const taken = new Promise<void>((resolve) => (snapshotTaken = resolve))
      const backingUp = runCommandHere(
        {
          ...backup,
          run: (options, output) =>
            backup.run(options, {
              out: output.out,
              err: (line) => {
                snapshotTaken()
                output.err(line)
              },
            }),
        },
        ['--to', archive],
      )
      await taken
      const late = await addMember(portal)
      const done = await backingUp
      loadRunning = false
      expect(await load).toBeGreaterThanOrEqual(0)
      expect(done.stderr).toBe(
        done.stderr
          .split('\n')
          .filter((line) => line.startsWith('backup: '))
          .join('\n'),
      )
      expect(done).toMatchObject({ code: 0 })
      expect(done.stdout).toMatch(new RegExp(`^Backup written to ${archive} in [\\d.]+ s: \\d+ rows in \\d+ tables, \\d+ files`))
      expect(done.stdout).toContain('keep it like a password')
      expect((fs.statSync(archive).mode & 0o777).toString(8)).toBe('600')
      expect(fs.readdirSync(root).sort()).toEqual(['data', 'portal.tar'])

      await stopOps()
      const original = await storedFiles(portal, path.join(source, 'uploads'))
      const originalKeys = ['code-hmac.secret', 'totp-encryption.key'].map((key) =>
        fs.readFileSync(path.join(source, key), 'utf8'),
      )
      await portal.close()

      const target = path.join(root, 'restored')
      vi.stubEnv('DATA_DIR', target)
      const restored = await runCommandHere(restore, [archive])
      expect(restored).toMatchObject({ code: 0 })
      expect(restored.stdout).toMatch(new RegExp(`^Restored ${archive} into ${target} in [\\d.]+ s: \\d+ rows, \\d+ files`))
      expect(fs.readdirSync(root).sort()).toEqual(['data', 'portal.tar', 'restored'])
      expect(['code-hmac.secret', 'totp-encryption.key'].map((key) => fs.readFileSync(path.join(target, key), 'utf8'))).toEqual(
        originalKeys,
      )

      const again = await startTestApp('pglite', { dataDir: target })
      try {
        for (const member of before) {
          const token = await loginAs(again, member)
          const profile = (await getAs(again, token, '/api/getProfile')).json().data
          expect(profile).toMatchObject({ clubMemberId: member.clubMemberId })
          expect((await getAs(again, token, '/api/getUpgradeForm')).json().data).not.toBeNull()
        }
        // The member made after the snapshot is not there.
        expect(await again.database.db.select().from(members).where(eq(members.clubMemberId, late.clubMemberId))).toEqual([])
        // Every file the restored database names is there, byte for byte, as it was in the source folder.
        const files = await storedFiles(again, path.join(target, 'uploads'))
        expect(Object.keys(files).length).toBeGreaterThanOrEqual(before.length * 2)
        for (const [name, file] of Object.entries(files)) {
          expect(file.onDisk).toBe(file.recorded)
          expect(file.onDisk).toBe(original[name]?.onDisk)
        }
        // Nothing half there: each approved application made its member Privilege, in the same transaction.
        const halfDecided = await again.database.db
          .select({ id: upgradeForms.id })
          .from(upgradeForms)
          .innerJoin(members, eq(members.id, upgradeForms.memberId))
          .where(sql`${upgradeForms.status} = 'approved' and ${members.tier} <> 'privilege'`)
        expect(halfDecided).toEqual([])
        const approved = await again.database.db.select().from(upgradeForms).where(eq(upgradeForms.status, 'approved'))
        expect(approved.length).toBeGreaterThanOrEqual(3)
      } finally {
        await again.close()
      }
    } finally {
      await stopOps().catch(() => {})
    }
  }, 240_000)

  it('refuses a folder that is not empty, and a truncated or altered archive, leaving nothing behind', async () => {
    const source = await withMigratedDatabase(path.join(root, 'data'))
    const portal = await startTestApp('pglite', { dataDir: source })
    await busyMember(portal, true)
    await portal.close()
    const archive = path.join(root, 'portal.tar')
    vi.stubEnv('DATA_DIR', source)
    expect(await runCommandHere(backup, ['--to', archive])).toMatchObject({ code: 0 })
    expect(await runCommandHere(backup, ['--to', archive])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`${archive} exists already`),
    })

    const occupied = await runCommandHere(restore, [archive])
    expect(occupied).toMatchObject({ code: 1, stderr: expect.stringContaining(`${source} is not empty`) })

    const bytes = fs.readFileSync(archive)
    const truncated = path.join(root, 'truncated.tar')
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.7)))
    const altered = path.join(root, 'altered.tar')
    const changed = Buffer.from(bytes)
    // A byte of the uploaded document, as a bad disk would change it.
    const at = changed.indexOf('%PDF') + 10
    changed[at] = changed[at]! ^ 0xff
    fs.writeFileSync(altered, changed)
    const listing = fs.readdirSync(root).sort()

    const target = path.join(root, 'restored')
    vi.stubEnv('DATA_DIR', target)
    for (const damaged of [truncated, altered]) {
      const refused = await runCommandHere(restore, [damaged])
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(/^restore: the archive is refused: .+\. Nothing was restored\./)
      expect(fs.readdirSync(root).sort()).toEqual(listing)
    }
    expect(await runCommandHere(restore, [])).toMatchObject({ code: 1, stderr: expect.stringContaining('name the archive') })
  }, 60_000)
})

import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { openPglite } from '#server/db/database.ts'
import { members, parkingApplications, parkingDocuments, uploadedFiles } from '#server/db/schema.ts'
import { createMember, expect, type Lang, logIn, test as base, inOneLanguage } from './support/fixtures.ts'
import { fillParkingDetails } from './support/parking-form.ts'
import { parkingTexts } from './support/parking-texts.ts'
import type { PortalOfItsOwn } from './support/worker-portals.ts'

/**
 * The portal dies (kill -9) the moment a document's last bytes reach it, before its answer
 * reaches the member, and a supervisor starts it again at once on the same folder: whatever
 * it had done by then, the document is stored once and attached once.
 */

// The pages under test open the worker's own portal, since this one is killed.
const test = base.extend({
  baseURL: async ({ crashablePortal }, use) => use(crashablePortal.url),
})

/** A scan of a few megabytes, unique to the test, so its bytes take a while to arrive. */
const scannedPdf = () => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n% scan\n')
  const tail = Buffer.from('\ntrailer <<>>\n%%EOF\n')
  const filler = Buffer.alloc(3_000_000, `${Date.now()}-${Math.random()} `)
  return { name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([head, filler, tail]) }
}

/** Kills the portal once a file in its upload folder holds `bytes` bytes, or is kept whole. */
async function killOnLastByte(portal: PortalOfItsOwn, bytes: number) {
  const uploadDir = path.join(portal.dataDir, 'uploads')
  const before = new Set(fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir) : [])
  const arrived = () =>
    (fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir) : []).some((name) => {
      if (before.has(name)) return false
      if (!name.endsWith('.part')) return true
      const size = fs.statSync(path.join(uploadDir, name), { throwIfNoEntry: false })?.size ?? 0
      return size >= bytes
    })
  while (!arrived()) await new Promise((resolve) => setTimeout(resolve, 1))
  await portal.server.kill()
}

/** What the stopped portal keeps of the member's document: its copies, the attached ones, and stray files. */
async function keptCopies(portal: PortalOfItsOwn, clubMemberId: string, bytes: Buffer) {
  await portal.server.stop()
  const database = await openPglite(portal.dataDir)
  try {
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const { db } = database
    const stored = await db
      .select({ id: uploadedFiles.id, storedName: uploadedFiles.storedName })
      .from(uploadedFiles)
      .innerJoin(members, eq(members.id, uploadedFiles.ownerMemberId))
      .where(eq(members.clubMemberId, clubMemberId))
    const attached = await db
      .select({ fileId: parkingDocuments.fileId })
      .from(parkingDocuments)
      .innerJoin(parkingApplications, eq(parkingApplications.id, parkingDocuments.applicationId))
      .innerJoin(members, eq(members.id, parkingApplications.memberId))
      .where(eq(members.clubMemberId, clubMemberId))
    const recorded = new Set((await db.select({ name: uploadedFiles.storedName }).from(uploadedFiles)).map((row) => row.name))
    const uploadDir = path.join(portal.dataDir, 'uploads')
    const names = fs.readdirSync(uploadDir)
    const sameBytes = stored.filter((row) => {
      const file = path.join(uploadDir, row.storedName)
      return fs.existsSync(file) && createHash('sha256').update(fs.readFileSync(file)).digest('hex') === sha256
    })
    return {
      stored: stored.length,
      sameBytes: sameBytes.length,
      attached: attached.map((row) => row.fileId),
      storedId: stored[0]?.id,
      unrecorded: names.filter((name) => !name.endsWith('.part') && !recorded.has(name)).length,
    }
  } finally {
    await database.close()
    await portal.server.restart()
  }
}

for (const lang of ['en', 'tc'] as const satisfies readonly Lang[]) {
  test(`the portal is killed as a document's last bytes arrive and started again: the document is stored and attached once (${lang})${inOneLanguage(lang, 'tc', 'desktop')}`, async ({
    page,
    crashablePortal: portal,
  }) => {
    test.slow()
    const t = parkingTexts[lang]
    const member = await createMember({ tier: 'privilege', dataDir: portal.dataDir })
    const document = scannedPdf()
    await logIn(page, lang, member)
    await fillParkingDetails(page, lang, 'KC')

    // Whatever the portal answers, or not, before it dies, the page hears nothing.
    await page.route(
      '**/api/uploadImage',
      async (route) => {
        await route.fetch().catch(() => undefined)
        await route.abort('connectionreset')
      },
      { times: 1 },
    )
    const killed = killOnLastByte(portal, document.buffer.length)
    await page.getByLabel(t.files).setInputFiles([document])
    await killed
    await expect(page.getByRole('listitem').filter({ hasText: 'licence.pdf' })).toContainText(t.waitsForConnection)
    await portal.server.restart()

    await page.getByRole('checkbox', { name: t.confirm }).check()
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.received)).toBeVisible()
    await expect(page.getByText(t.toFollow)).toBeHidden()

    const kept = await keptCopies(portal, member.clubMemberId, document.buffer)
    expect(kept).toEqual({ stored: 1, sameBytes: 1, attached: [kept.storedId], storedId: kept.storedId, unrecorded: 0 })
  })
}

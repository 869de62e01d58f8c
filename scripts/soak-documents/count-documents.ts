import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { openPglite } from '#server/db/database.ts'
import {
  members,
  parkingApplications,
  parkingDocuments,
  upgradeFormDocuments,
  upgradeForms,
  uploadedFiles,
} from '#server/db/schema.ts'
import type { ChosenDocument } from './member-plan.ts'

export interface DocumentCount {
  /** Chosen documents none of the member's applications has. */
  lost: number
  /** Copies beyond the first: a document stored or attached more than once, or a whole file no record names. */
  duplicated: number
  /** Stored files whose bytes are no document chosen, or differ on disk from the one they record. */
  changed: number
  /** Files of cut-off uploads still in the folder (start-up and the hourly clean-up remove them later). */
  partial: number
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/**
 * Reads what the portal kept of each member's chosen documents, from its database and its
 * upload folder, once it has stopped: a document is known by its content.
 */
export async function countDocuments(
  dataDir: string,
  chosen: ReadonlyMap<string, readonly ChosenDocument[]>,
): Promise<DocumentCount> {
  const database = await openPglite(dataDir)
  try {
    const { db } = database
    const rows = await db
      .select({
        id: uploadedFiles.id,
        storedName: uploadedFiles.storedName,
        sha256: uploadedFiles.sha256,
        clubMemberId: members.clubMemberId,
      })
      .from(uploadedFiles)
      .leftJoin(members, eq(members.id, uploadedFiles.ownerMemberId))
    const attached = [
      ...(await db
        .select({ fileId: parkingDocuments.fileId, clubMemberId: members.clubMemberId })
        .from(parkingDocuments)
        .innerJoin(parkingApplications, eq(parkingApplications.id, parkingDocuments.applicationId))
        .innerJoin(members, eq(members.id, parkingApplications.memberId))),
      ...(await db
        .select({ fileId: upgradeFormDocuments.fileId, clubMemberId: members.clubMemberId })
        .from(upgradeFormDocuments)
        .innerJoin(upgradeForms, eq(upgradeForms.id, upgradeFormDocuments.formId))
        .innerJoin(members, eq(members.id, upgradeForms.memberId))),
    ]
    const uploadDir = path.join(dataDir, 'uploads')
    const onDisk = fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir) : []
    const recorded = new Set(rows.map((row) => row.storedName))
    const count: DocumentCount = {
      lost: 0,
      duplicated: onDisk.filter((name) => !name.endsWith('.part') && !recorded.has(name)).length,
      changed: 0,
      partial: onDisk.filter((name) => name.endsWith('.part')).length,
    }
    for (const [clubMemberId, documents] of chosen) {
      for (const document of documents) {
        const stored = rows.filter((row) => row.clubMemberId === clubMemberId && row.sha256 === sha256(document.bytes))
        const kept = stored.filter((row) => attached.some((link) => link.fileId === row.id && link.clubMemberId === clubMemberId))
        if (kept.length === 0) count.lost++
        count.duplicated += Math.max(0, stored.length - 1)
        for (const row of kept) {
          const file = path.join(uploadDir, row.storedName)
          if (!fs.existsSync(file) || !fs.readFileSync(file).equals(document.bytes)) count.changed++
        }
      }
    }
    const chosenHashes = new Set([...chosen.values()].flat().map((document) => sha256(document.bytes)))
    count.changed += rows.filter((row) => !chosenHashes.has(row.sha256)).length
    return count
  } finally {
    await database.close()
  }
}

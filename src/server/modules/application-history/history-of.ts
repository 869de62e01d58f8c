import { eq } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import type { ParkingChangeStatus, ParkingStatus } from '#contract/schemas/parking'
import type { ReviewStatus } from '#contract/schemas/staff'
import type { Db } from '#server/db/database.ts'
import { parkingApplications, parkingChanges, staffAccounts, upgradeForms } from '#server/db/schema.ts'
import { decisionReasonOf, pickedReasonTexts } from '../rejection-reasons/index.ts'

/**
 * A parking application in review (applied), or a change to an approved one in review
 * (pending), that still expects documents from the member's device waits for them.
 */
export const parkingStatusOf = (row: { status: ParkingStatus | ParkingChangeStatus; documentsToFollow: number }): ReviewStatus =>
  row.status === 'applied' || row.status === 'pending' ? (row.documentsToFollow > 0 ? 'applied' : 'pending') : row.status

/** What every list of parking applications or changes reads of each: its status shown (above) and its dates. */
export const parkingListColumns = (table: typeof parkingApplications | typeof parkingChanges) => ({
  id: table.id,
  status: table.status,
  documentsToFollow: table.documentsToFollow,
  createdAt: table.createdAt,
  decidedAt: table.decidedAt,
})

/** The member's applications of both kinds and changes to parking ones, but the one `exceptId` names, newest first, with who decided them. */
export async function historyOf(db: Db, memberId: string, lang: Lang, exceptId?: string) {
  const upgrades = await db
    .select({
      id: upgradeForms.id,
      status: upgradeForms.status,
      createdAt: upgradeForms.createdAt,
      decidedAt: upgradeForms.decidedAt,
      decidedBy: staffAccounts.name,
      reason: upgradeForms.reason,
      rejectionCause: upgradeForms.rejectionCause,
      reasonTexts: pickedReasonTexts(upgradeForms.rejectionReasonId),
    })
    .from(upgradeForms)
    .leftJoin(staffAccounts, eq(staffAccounts.id, upgradeForms.decidedByStaffId))
    .where(eq(upgradeForms.memberId, memberId))
  const parkingRows = (table: typeof parkingApplications | typeof parkingChanges) =>
    db
      .select({
        ...parkingListColumns(table),
        decidedBy: staffAccounts.name,
        reason: table.reason,
        rejectionCause: table.rejectionCause,
        reasonTexts: pickedReasonTexts(table.rejectionReasonId),
      })
      .from(table)
      .leftJoin(staffAccounts, eq(staffAccounts.id, table.decidedByStaffId))
      .where(eq(table.memberId, memberId))
  const parkingOf = (kind: 'parking' | 'parkingChange') => (row: Awaited<ReturnType<typeof parkingRows>>[number]) => ({
    id: row.id,
    kind,
    status: parkingStatusOf(row),
    submittedAt: row.createdAt,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    reason: decisionReasonOf(row),
  })
  return [
    ...upgrades.map((row) => ({
      id: row.id,
      kind: 'upgrade' as const,
      status: row.status,
      submittedAt: row.createdAt,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: row.decidedBy,
      reason: decisionReasonOf(row),
    })),
    ...(await parkingRows(parkingApplications)).map(parkingOf('parking')),
    ...(await parkingRows(parkingChanges)).map(parkingOf('parkingChange')),
  ]
    .filter((application) => application.id !== exceptId)
    .sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime())
    .map((application) => ({ ...application, submittedAt: application.submittedAt.toISOString() }))
}

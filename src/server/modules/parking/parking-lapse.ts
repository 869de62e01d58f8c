import { and, eq, gt, inArray, lt } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { retryingTransaction } from '#server/db/retrying-transaction.ts'
import { parkingApplications, parkingChanges } from '#server/db/schema.ts'
import { lockMembers } from '../members/index.ts'
import { documentsDueMs, lapseBatch, type LapseNotice } from '../documents-due/index.ts'

/**
 * Applications, and changes to approved ones, still expecting documents 48 hours after they
 * were sent are rejected, which frees the plates and Octopus cards they claimed (an approved
 * application stays as it was beside its change). Housekeeping runs it; `now` is its clock;
 * `tell` tells the members in the same transaction.
 * Answers how many were.
 */
export async function rejectParkingWithoutDocuments(db: Db, now: Date, tell?: LapseNotice): Promise<number> {
  let lapsed = 0
  for (const table of [parkingApplications, parkingChanges]) {
    const overdue = and(
      eq(table.status, table === parkingChanges ? 'pending' : 'applied'),
      gt(table.documentsToFollow, 0),
      lt(table.termsAcceptedAt, new Date(now.getTime() - documentsDueMs)),
    )
    const due = await db.select({ memberId: table.memberId }).from(table).where(overdue).limit(lapseBatch)
    if (due.length === 0) continue
    const memberIds = [...new Set(due.map((row) => row.memberId))]
    lapsed += await retryingTransaction(db, async (tx) => {
      // The members first, as every transaction on their applications; then those still due.
      await lockMembers(tx, memberIds)
      const rejected = await tx
        .update(table)
        .set({ status: 'rejected', rejectionCause: 'noDocuments', decidedAt: now, updatedAt: now })
        .where(and(overdue, inArray(table.memberId, memberIds)))
        .returning({ memberId: table.memberId })
      await tell?.(tx, [...new Set(rejected.map((row) => row.memberId))], table === parkingChanges ? 'parkingChange' : 'parking')
      return rejected.length
    })
  }
  return lapsed
}

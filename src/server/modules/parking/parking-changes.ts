import { and, desc, eq, sql } from 'drizzle-orm'
import { ReturnCode } from '#contract/return-codes'
import { changedParkingFields } from '#contract/rules/parking'
import type { ParkingChange, ParkingFormRequest } from '#contract/schemas/parking'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { retryingTransaction, type Tx } from '#server/db/retrying-transaction.ts'
import { parkingApplications, parkingChangeDocuments, parkingChanges, parkingDocuments } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { lockMember } from '../members/index.ts'
import { decisionReasonFor } from '../rejection-reasons/index.ts'
import { vehicleAnswer, vehicleTypeNames, vehicleValues } from './parking-vehicle.ts'

type Executor = Pick<Db, 'select'>
type ApplicationRow = typeof parkingApplications.$inferSelect
export type ChangeRow = typeof parkingChanges.$inferSelect

/** The documents of a change, sorted. */
export async function changeDocumentIds(db: Executor, changeId: string): Promise<string[]> {
  const rows = await db
    .select({ fileId: parkingChangeDocuments.fileId })
    .from(parkingChangeDocuments)
    .where(eq(parkingChangeDocuments.changeId, changeId))
  return rows.map((row) => row.fileId).sort()
}

async function applicationDocumentIds(db: Executor, applicationId: string): Promise<string[]> {
  const rows = await db
    .select({ fileId: parkingDocuments.fileId })
    .from(parkingDocuments)
    .where(eq(parkingDocuments.applicationId, applicationId))
  return rows.map((row) => row.fileId).sort()
}

/** The change an application has waiting for review, if any (at most one). */
export async function pendingChangeOf(db: Executor, applicationId: string): Promise<ChangeRow | undefined> {
  const [change] = await db
    .select()
    .from(parkingChanges)
    .where(and(eq(parkingChanges.applicationId, applicationId), eq(parkingChanges.status, 'pending')))
  return change
}

/**
 * The change the member sees beside their approved application: the one waiting for review,
 * else the newest one if it was rejected (its reason stays in view until the next change).
 */
export async function shownChange(db: Executor, applicationId: string): Promise<ParkingChange | null> {
  const [change] = await db
    .select()
    .from(parkingChanges)
    .where(eq(parkingChanges.applicationId, applicationId))
    .orderBy(sql`${parkingChanges.status} = 'pending' desc`, desc(parkingChanges.createdAt))
    .limit(1)
  if (!change || (change.status !== 'pending' && change.status !== 'rejected')) return null
  return {
    ...vehicleAnswer(
      change,
      await vehicleTypeNames(db, change.vehicleTypeId),
      await changeDocumentIds(db, change.id),
      change.documentsToFollow,
    ),
    id: change.id,
    status: change.status,
    reason: await decisionReasonFor(db, change),
    submittedAt: change.createdAt.toISOString(),
  }
}

async function insertChangeDocuments(tx: Pick<Db, 'insert'>, changeId: string, documentIds: readonly string[]) {
  const unique = [...new Set(documentIds)]
  if (unique.length === 0) return
  await tx
    .insert(parkingChangeDocuments)
    .values(unique.map((fileId) => ({ changeId, fileId })))
    .onConflictDoNothing()
}

/**
 * An edit of an approved application, inside the member's transaction (their row locked, the
 * plate and card claimed): the application stays in force and the edit waits beside it as a
 * change, replacing one still waiting (which is withdrawn, so that a reviewer never approves
 * what they did not see). An edit that changes nothing only withdraws the change waiting.
 * Answers the new change's id, or null.
 */
export async function proposeParkingChange(
  tx: Tx,
  application: ApplicationRow,
  request: ParkingFormRequest,
  now: Date,
): Promise<string | null> {
  const approved = {
    vehicleNumber: application.vehicleNumber,
    octopusCardNumber: application.octopusCardNumber,
    octopusCardLastNumber: application.octopusCardLastNumber,
    vehicleTypeId: application.vehicleTypeId,
    vehicleModel: application.vehicleModel,
    documentId: await applicationDocumentIds(tx, application.id),
  }
  await tx
    .update(parkingChanges)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(and(eq(parkingChanges.applicationId, application.id), eq(parkingChanges.status, 'pending')))
  if (changedParkingFields(approved, request).length === 0) return null
  const [change] = await tx
    .insert(parkingChanges)
    .values({
      applicationId: application.id,
      memberId: application.memberId,
      ...vehicleValues(request),
      approvedBefore: approved,
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: parkingChanges.id })
  if (!change) throw new Error('insert returned no parking change')
  await insertChangeDocuments(tx, change.id, request.documentId)
  return change.id
}

/** Documents that follow a change sent while they could not be uploaded; answers false when it expects fewer. */
export async function attachChangeDocuments(tx: Tx, change: ChangeRow, documentIds: readonly string[], now: Date) {
  const held = await changeDocumentIds(tx, change.id)
  const added = [...new Set(documentIds)].filter((fileId) => !held.includes(fileId))
  if (added.length === 0) return true
  if (added.length > change.documentsToFollow) return false
  await insertChangeDocuments(tx, change.id, added)
  await tx
    .update(parkingChanges)
    .set({ documentsToFollow: change.documentsToFollow - added.length, updatedAt: now })
    .where(eq(parkingChanges.id, change.id))
  return true
}

/**
 * An approved change replaces what the application holds, its documents too; the application
 * keeps its approval (and so its validity). Inside the decision's transaction.
 */
export async function applyParkingChange(tx: Tx, change: ChangeRow, now: Date): Promise<void> {
  await tx
    .update(parkingApplications)
    .set({
      vehicleNumber: change.vehicleNumber,
      octopusCardNumber: change.octopusCardNumber,
      octopusCardLastNumber: change.octopusCardLastNumber,
      vehicleTypeId: change.vehicleTypeId,
      vehicleModel: change.vehicleModel,
      updatedAt: now,
    })
    .where(eq(parkingApplications.id, change.applicationId))
  await tx.delete(parkingDocuments).where(eq(parkingDocuments.applicationId, change.applicationId))
  const documentIds = await changeDocumentIds(tx, change.id)
  if (documentIds.length > 0) {
    await tx
      .insert(parkingDocuments)
      .values(documentIds.map((fileId) => ({ applicationId: change.applicationId, fileId, attachedAt: now })))
      .onConflictDoNothing()
  }
}

/** The calling member's row, locked first as every change to their applications does; 401 once it is gone. */
export async function lockCallingMember(tx: Tx, memberId: string) {
  const member = await lockMember(tx, memberId)
  if (!member) throw new ApiError(ReturnCode.sessionExpired, { key: 'server.sessionExpired' }, { httpStatus: 401 })
  return member
}

const noSuchChange = () => new ApiError(ReturnCode.notFound, { key: 'parking.no-change' }, { httpStatus: 404 })

/**
 * withdrawParkingChange: the member takes back the change waiting beside their approved
 * application, which stays as it is. Withdrawing one withdrawn already answers the same.
 */
export async function withdrawParkingChange(ctx: ServiceContext, memberId: string, changeId: string) {
  const now = ctx.clock()
  return retryingTransaction(ctx.db, async (tx) => {
    await lockCallingMember(tx, memberId)
    const [change] = await tx
      .select()
      .from(parkingChanges)
      .where(and(eq(parkingChanges.id, changeId), eq(parkingChanges.memberId, memberId)))
      .for('update')
    if (!change) throw noSuchChange()
    if (change.status === 'approved' || change.status === 'rejected') {
      throw new ApiError(ReturnCode.conflict, { key: 'parking.change-decided' }, { httpStatus: 409 })
    }
    if (change.status === 'pending') {
      await tx.update(parkingChanges).set({ status: 'withdrawn', updatedAt: now }).where(eq(parkingChanges.id, change.id))
    }
    const [application] = await tx
      .select({ id: parkingApplications.id, status: parkingApplications.status })
      .from(parkingApplications)
      .where(eq(parkingApplications.id, change.applicationId))
    if (!application) throw noSuchChange()
    return application
  })
}

import { and, desc, eq, sql } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import type { Problem } from '#contract/messages'
import { ReturnCode } from '#contract/return-codes'
import { uploadRules } from '#contract/rules/upload-files'
import type { ParkingDocumentsRequest, ParkingForm, ParkingFormRequest } from '#contract/schemas/parking'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { retryingTransaction, type Tx } from '#server/db/retrying-transaction.ts'
import { parkingApplications, parkingDocuments, vehicleTypes } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { fieldErrors } from '#server/lib/field-errors.ts'
import { unknownReferenceIds } from '../reference/index.ts'
import { decisionReasonFor } from '../rejection-reasons/index.ts'
import { documentsDueMs } from '../documents-due/index.ts'
import { ownDocuments } from '../upload/index.ts'
import {
  attachChangeDocuments,
  lockCallingMember,
  pendingChangeOf,
  proposeParkingChange,
  shownChange,
} from './parking-changes.ts'
import { claimHolds, takenMeanwhile, takenProblems } from './parking-holds.ts'
import { parkingHistory } from './parking-history.ts'
import { vehicleAnswer, vehicleTypeNames, vehicleValues, type VehicleTypeNames } from './parking-vehicle.ts'

type Executor = Pick<Db, 'select'>

async function newestApplication(db: Executor, memberId: string) {
  const [row] = await db
    .select()
    .from(parkingApplications)
    .where(eq(parkingApplications.memberId, memberId))
    .orderBy(desc(parkingApplications.createdAt))
    .limit(1)
  return row
}

const noApplication = () => new ApiError(ReturnCode.noApplication, { key: 'parking.no-application' })

type ApplicationRow = typeof parkingApplications.$inferSelect

/**
 * When an application still expecting documents is rejected: 48 hours after it was sent (a new
 * application, or an edit sending it back to review).
 */
export const parkingDocumentsDueAt = (application: Pick<ApplicationRow, 'termsAcceptedAt'>) =>
  new Date(application.termsAcceptedAt.getTime() + documentsDueMs)

/**
 * The member's newest application with its vehicle type's names and its documents, in one
 * prepared statement: the page asks for it on every visit.
 */
const newestForm = preparedPerDatabase((db) =>
  db
    .select({
      application: parkingApplications,
      vehicleType: { nameEn: vehicleTypes.nameEn, nameTc: vehicleTypes.nameTc, nameSc: vehicleTypes.nameSc },
      documentIds: sql<string[]>`array(select ${parkingDocuments.fileId}::text from ${parkingDocuments}
        where ${parkingDocuments.applicationId} = ${parkingApplications.id} order by 1)`,
      attachedTimes: sql<string[]>`array(select to_char(${parkingDocuments.attachedAt} at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${parkingDocuments}
        where ${parkingDocuments.applicationId} = ${parkingApplications.id} order by 1)`,
    })
    .from(parkingApplications)
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, parkingApplications.vehicleTypeId))
    .where(eq(parkingApplications.memberId, sql.placeholder('memberId')))
    .orderBy(desc(parkingApplications.createdAt))
    .limit(1)
    .prepare('newest_parking_form'),
)

/**
 * getParkingForm: the newest application with its vehicle type's names and, when it is
 * approved, the change beside it; 612 when there is none.
 */
export async function getParkingForm(ctx: Pick<ServiceContext, 'db'>, memberId: string): Promise<ParkingForm> {
  const [row] = await newestForm(ctx.db).execute({ memberId })
  if (!row) throw noApplication()
  return answerOf(ctx.db, row.application, row.vehicleType, { ids: row.documentIds, attachedTimes: row.attachedTimes })
}

/** A stored application as answers carry it, with its vehicle type's names, documents and change. */
export async function parkingFormAnswer(db: Executor, application: ApplicationRow): Promise<ParkingForm> {
  const documents = await db
    .select({ fileId: parkingDocuments.fileId, attachedAt: parkingDocuments.attachedAt })
    .from(parkingDocuments)
    .where(eq(parkingDocuments.applicationId, application.id))
  return answerOf(db, application, await vehicleTypeNames(db, application.vehicleTypeId), {
    ids: documents.map((document) => document.fileId),
    attachedTimes: documents.map((document) => document.attachedAt.toISOString()),
  })
}

async function answerOf(
  db: Executor,
  application: ApplicationRow,
  vehicleType: VehicleTypeNames | null,
  documents: { ids: readonly string[]; attachedTimes: readonly string[] },
): Promise<ParkingForm> {
  const awaitingDocuments = application.status === 'applied' && application.documentsToFollow > 0
  return {
    ...vehicleAnswer(application, vehicleType, documents.ids, application.documentsToFollow),
    id: application.id,
    status: application.status,
    reason: await decisionReasonFor(db, application),
    createdAt: application.createdAt.toISOString(),
    sentAt: application.termsAcceptedAt.toISOString(),
    documentsDueAt: awaitingDocuments ? parkingDocumentsDueAt(application).toISOString() : null,
    change: application.status === 'approved' ? await shownChange(db, application.id) : null,
    history: await parkingHistory(db, application, documents.attachedTimes),
  }
}

/** Checks that hold before any write: the vehicle type, the documents, the plate and card. */
async function checkRequest(ctx: ServiceContext, memberId: string, request: ParkingFormRequest, lang: Lang) {
  const problems: Record<string, Problem | undefined> = {
    ...(await unknownReferenceIds(ctx.db, { vehicleTypeId: ['VEHICLE_TYPE', request.vehicleTypeId] })),
    documentId: (await ownDocuments(ctx.db, memberId, request.documentId, uploadRules.vehicleDocument))
      ? undefined
      : { key: 'parking.document-invalid' },
    ...(await takenProblems(ctx.db, memberId, request)),
  }
  if (Object.values(problems).some(Boolean)) throw fieldErrors(lang, problems)
}

/** The member row, locked first, so that one member's calls apply one after another. */
async function lockPrivilegeMember(tx: Tx, memberId: string) {
  const member = await lockCallingMember(tx, memberId)
  if (member.tier !== 'privilege')
    throw new ApiError(ReturnCode.forbidden, { key: 'parking.privilege-only' }, { httpStatus: 403 })
}

function applicationValues(request: ParkingFormRequest, now: Date) {
  return {
    status: 'applied' as const,
    ...vehicleValues(request),
    termsAcceptedAt: now,
    rejectionCause: null,
    rejectionReasonId: null,
    reason: null,
    decidedAt: null,
    decidedByStaffId: null,
    withdrawnAt: null,
    updatedAt: now,
  }
}

/** Every document may still follow: an application can be sent with none attached yet. */
async function insertDocuments(tx: Pick<Db, 'insert'>, applicationId: string, documentIds: readonly string[], now: Date) {
  const unique = [...new Set(documentIds)]
  if (unique.length === 0) return
  await tx
    .insert(parkingDocuments)
    .values(unique.map((fileId) => ({ applicationId, fileId, attachedAt: now })))
    .onConflictDoNothing()
}

const applicationOpen = () => new ApiError(ReturnCode.conflict, { key: 'parking.application-open' }, { httpStatus: 409 })

/** createParkingForm: a Privilege member without an application in review or approved applies. */
export async function createParkingForm(ctx: ServiceContext, memberId: string, request: ParkingFormRequest, lang: Lang) {
  await checkRequest(ctx, memberId, request, lang)
  const now = ctx.clock()
  return retryingTransaction(ctx.db, async (tx) => {
    await lockPrivilegeMember(tx, memberId)
    const newest = await newestApplication(tx, memberId)
    if (newest?.status === 'applied' || newest?.status === 'approved') throw applicationOpen()
    await claimHolds(tx, memberId, request, lang)
    const [application] = await tx
      .insert(parkingApplications)
      .values({ memberId, ...applicationValues(request, now), createdAt: now })
      .returning({ id: parkingApplications.id, status: parkingApplications.status })
    if (!application) throw new Error('insert returned no parking application')
    await insertDocuments(tx, application.id, request.documentId, now)
    return application
  }).catch((error: unknown) => takenMeanwhile(error, lang))
}

/**
 * updateParkingForm: an approved application stays in force and the edit waits beside it as a
 * change for review; a rejected or withdrawn one is changed and goes back to review; one in
 * review cannot be changed (the member may withdraw it and apply again).
 */
export async function updateParkingForm(ctx: ServiceContext, memberId: string, request: ParkingFormRequest, lang: Lang) {
  await checkRequest(ctx, memberId, request, lang)
  const now = ctx.clock()
  return retryingTransaction(ctx.db, async (tx) => {
    await lockPrivilegeMember(tx, memberId)
    const newest = await newestApplication(tx, memberId)
    if (!newest) throw noApplication()
    if (newest.status === 'applied') {
      throw new ApiError(ReturnCode.conflict, { key: 'parking.in-review' }, { httpStatus: 409 })
    }
    await claimHolds(tx, memberId, request, lang)
    if (newest.status === 'approved') {
      return { id: newest.id, status: newest.status, changeId: await proposeParkingChange(tx, newest, request, now) }
    }
    await tx.update(parkingApplications).set(applicationValues(request, now)).where(eq(parkingApplications.id, newest.id))
    await tx.delete(parkingDocuments).where(eq(parkingDocuments.applicationId, newest.id))
    await insertDocuments(tx, newest.id, request.documentId, now)
    return { id: newest.id, status: 'applied' as const, changeId: null }
  }).catch((error: unknown) => takenMeanwhile(error, lang))
}

/**
 * withdrawParkingForm: the member takes back an application still waiting (for review or for
 * its documents), which frees its plate and Octopus card. Withdrawing one withdrawn already
 * answers the same; a decided one is not withdrawn.
 */
export async function withdrawParkingForm(ctx: ServiceContext, memberId: string, applicationId: string) {
  const now = ctx.clock()
  return retryingTransaction(ctx.db, async (tx) => {
    await lockCallingMember(tx, memberId)
    const [application] = await tx
      .select({ id: parkingApplications.id, status: parkingApplications.status })
      .from(parkingApplications)
      .where(and(eq(parkingApplications.id, applicationId), eq(parkingApplications.memberId, memberId)))
      .for('update')
    if (!application) throw noApplication()
    if (application.status === 'approved' || application.status === 'rejected') {
      throw new ApiError(ReturnCode.conflict, { key: 'parking.not-waiting' }, { httpStatus: 409 })
    }
    if (application.status === 'applied') {
      await tx
        .update(parkingApplications)
        .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now })
        .where(eq(parkingApplications.id, application.id))
    }
    return { id: application.id, status: 'withdrawn' as const }
  })
}

const noDocumentsAwaited = () =>
  // Not 409: a device would take that for "try again later" and send it for ever.
  new ApiError(ReturnCode.unprocessable, { key: 'parking.no-documents-awaited' }, { httpStatus: 422 })

/**
 * attachParkingDocuments: a document the member's device sent after the application (while it
 * is in review) or after a change to an approved one (while the change waits), and still
 * expected. Each one counts down what is still to follow; a document sent twice is attached once.
 */
export async function attachParkingDocuments(
  ctx: ServiceContext,
  memberId: string,
  request: ParkingDocumentsRequest,
  lang: Lang,
) {
  if (!(await ownDocuments(ctx.db, memberId, request.documentId, uploadRules.vehicleDocument))) {
    throw fieldErrors(lang, { documentId: { key: 'parking.document-invalid' } })
  }
  const now = ctx.clock()
  return retryingTransaction(ctx.db, async (tx) => {
    await lockPrivilegeMember(tx, memberId)
    const newest = await newestApplication(tx, memberId)
    const change = newest?.status === 'approved' ? await pendingChangeOf(tx, newest.id) : undefined
    if (newest && change) {
      if (!(await attachChangeDocuments(tx, change, request.documentId, now))) throw noDocumentsAwaited()
      return { id: newest.id, status: newest.status }
    }
    if (!newest || newest.status !== 'applied') throw noApplication()
    const held = await tx
      .select({ fileId: parkingDocuments.fileId })
      .from(parkingDocuments)
      .where(eq(parkingDocuments.applicationId, newest.id))
    const added = [...new Set(request.documentId)].filter((fileId) => !held.some((row) => row.fileId === fileId))
    if (added.length === 0) return { id: newest.id, status: newest.status }
    if (added.length > newest.documentsToFollow) throw noDocumentsAwaited()
    await insertDocuments(tx, newest.id, added, now)
    await tx
      .update(parkingApplications)
      .set({ documentsToFollow: newest.documentsToFollow - added.length, updatedAt: now })
      .where(eq(parkingApplications.id, newest.id))
    return { id: newest.id, status: newest.status }
  })
}

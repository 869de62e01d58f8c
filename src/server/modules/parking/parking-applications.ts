import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import type { Problem } from '#contract/messages'
import { ReturnCode } from '#contract/return-codes'
import { uploadRules } from '#contract/rules/upload-files'
import type { ParkingDocumentsRequest, ParkingForm, ParkingFormRequest, ParkingStatus } from '#contract/schemas/parking'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { violatedUniqueConstraint } from '#server/db/errors.ts'
import { retryingTransaction, type Tx } from '#server/db/retrying-transaction.ts'
import { parkingApplications, parkingDocuments, vehicleTypes } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { fieldErrors } from '#server/lib/field-errors.ts'
import { lockMember, lockMembers } from '../members/member-lock.ts'
import { unknownReferenceIds } from '../reference/unknown-ids.ts'
import { documentsDueMs, lapseBatch, reasonOf } from '../upgrade/upgrade-forms.ts'
import { ownDocuments } from '../upload/member-documents.ts'

type Executor = Pick<Db, 'select'>

/** Applications that hold their plate and card: in review or approved. */
const openStatuses: ParkingStatus[] = ['applied', 'approved']

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
const newestFormStatements = new WeakMap<Db, ReturnType<typeof prepareNewestForm>>()
const prepareNewestForm = (db: Db) =>
  db
    .select({
      application: parkingApplications,
      vehicleType: { nameEn: vehicleTypes.nameEn, nameTc: vehicleTypes.nameTc, nameSc: vehicleTypes.nameSc },
      documentIds: sql<string[]>`array(select ${parkingDocuments.fileId}::text from ${parkingDocuments}
        where ${parkingDocuments.applicationId} = ${parkingApplications.id} order by 1)`,
    })
    .from(parkingApplications)
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, parkingApplications.vehicleTypeId))
    .where(eq(parkingApplications.memberId, sql.placeholder('memberId')))
    .orderBy(desc(parkingApplications.createdAt))
    .limit(1)
    .prepare('newest_parking_form')

/** getParkingForm: the newest application with its vehicle type's names; 612 when there is none. */
export async function getParkingForm(ctx: Pick<ServiceContext, 'db'>, memberId: string, lang: Lang): Promise<ParkingForm> {
  let statement = newestFormStatements.get(ctx.db)
  if (!statement) newestFormStatements.set(ctx.db, (statement = prepareNewestForm(ctx.db)))
  const [row] = await statement.execute({ memberId })
  if (!row) throw noApplication()
  return answerOf(row.application, row.vehicleType, row.documentIds, lang)
}

/** A stored application as answers carry it, with its vehicle type's names and documents. */
export async function parkingFormAnswer(db: Executor, application: ApplicationRow, lang: Lang): Promise<ParkingForm> {
  const [vehicleType] = await db
    .select({ nameEn: vehicleTypes.nameEn, nameTc: vehicleTypes.nameTc, nameSc: vehicleTypes.nameSc })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.id, application.vehicleTypeId))
  const documents = await db
    .select({ fileId: parkingDocuments.fileId })
    .from(parkingDocuments)
    .where(eq(parkingDocuments.applicationId, application.id))
  return answerOf(
    application,
    vehicleType ?? null,
    documents.map((document) => document.fileId),
    lang,
  )
}

function answerOf(
  application: ApplicationRow,
  vehicleType: { nameEn: string; nameTc: string; nameSc: string } | null,
  documentIds: readonly string[],
  lang: Lang,
): ParkingForm {
  return {
    id: application.id,
    status: application.status,
    reason: reasonOf(application, lang),
    createdAt: application.createdAt.toISOString(),
    vehicleNumber: application.vehicleNumber,
    octopusCardNumber: application.octopusCardNumber,
    octopusCardLastNumber: application.octopusCardLastNumber,
    vehicleTypeId: application.vehicleTypeId,
    vehicleType: vehicleType ?? { nameEn: '', nameTc: '', nameSc: '' },
    vehicleModel: application.vehicleModel,
    documentId: [...documentIds].sort(),
    documentsToFollow: application.documentsToFollow,
  }
}

/** A plate or a card another member's open application holds. */
async function takenProblems(db: Executor, memberId: string, request: ParkingFormRequest) {
  const held = async (column: 'vehicleNumber' | 'octopusCardNumber', value: string) =>
    (
      await db
        .select({ id: parkingApplications.id })
        .from(parkingApplications)
        .where(
          and(
            eq(parkingApplications[column], value),
            inArray(parkingApplications.status, openStatuses),
            ne(parkingApplications.memberId, memberId),
          ),
        )
        .limit(1)
    ).length > 0
  const problems: Record<string, Problem | undefined> = {
    vehicleNumber: (await held('vehicleNumber', request.vehicleNumber)) ? { key: 'parking.vehicle-number-taken' } : undefined,
    octopusCardNumber: (await held('octopusCardNumber', request.octopusCardNumber))
      ? { key: 'parking.octopus-card-taken' }
      : undefined,
  }
  return problems
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
  const member = await lockMember(tx, memberId)
  if (!member) throw new ApiError(ReturnCode.sessionExpired, { key: 'server.sessionExpired' }, { httpStatus: 401 })
  if (member.tier !== 'privilege')
    throw new ApiError(ReturnCode.forbidden, { key: 'parking.privilege-only' }, { httpStatus: 403 })
}

/** Another member took the plate or card between the check and the write. */
function takenMeanwhile(error: unknown, lang: Lang): never {
  const constraint = violatedUniqueConstraint(error)
  if (constraint === 'parking_applications_open_vehicle_key') {
    throw fieldErrors(lang, { vehicleNumber: { key: 'parking.vehicle-number-taken' } })
  }
  if (constraint === 'parking_applications_open_card_key') {
    throw fieldErrors(lang, { octopusCardNumber: { key: 'parking.octopus-card-taken' } })
  }
  throw error
}

function applicationValues(request: ParkingFormRequest, now: Date) {
  return {
    status: 'applied' as const,
    vehicleNumber: request.vehicleNumber,
    octopusCardNumber: request.octopusCardNumber,
    octopusCardLastNumber: request.octopusCardLastNumber,
    vehicleTypeId: request.vehicleTypeId ?? 0,
    vehicleModel: request.vehicleModel,
    documentsToFollow: request.documentsToFollow ?? 0,
    termsAcceptedAt: now,
    rejectionCause: null,
    reason: null,
    decidedAt: null,
    updatedAt: now,
  }
}

/** Every document may still follow: an application can be sent with none attached yet. */
async function insertDocuments(tx: Pick<Db, 'insert'>, applicationId: string, documentIds: readonly string[]) {
  const unique = [...new Set(documentIds)]
  if (unique.length === 0) return
  await tx
    .insert(parkingDocuments)
    .values(unique.map((fileId) => ({ applicationId, fileId })))
    .onConflictDoNothing()
}

/** createParkingForm: a Privilege member without an application in review or approved applies. */
export async function createParkingForm(ctx: ServiceContext, memberId: string, request: ParkingFormRequest, lang: Lang) {
  await checkRequest(ctx, memberId, request, lang)
  const now = ctx.clock()
  return retryingTransaction(ctx.db, async (tx) => {
    await lockPrivilegeMember(tx, memberId)
    const newest = await newestApplication(tx, memberId)
    if (newest && newest.status !== 'rejected') {
      throw new ApiError(ReturnCode.conflict, { key: 'parking.application-open' }, { httpStatus: 409 })
    }
    const [application] = await tx
      .insert(parkingApplications)
      .values({ memberId, ...applicationValues(request, now), createdAt: now })
      .returning({ id: parkingApplications.id, status: parkingApplications.status })
    if (!application) throw new Error('insert returned no parking application')
    await insertDocuments(tx, application.id, request.documentId)
    return application
  }).catch((error: unknown) => takenMeanwhile(error, lang))
}

/** updateParkingForm: an approved or rejected application changes and goes back to review. */
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
    await tx.update(parkingApplications).set(applicationValues(request, now)).where(eq(parkingApplications.id, newest.id))
    await tx.delete(parkingDocuments).where(eq(parkingDocuments.applicationId, newest.id))
    await insertDocuments(tx, newest.id, request.documentId)
    return { id: newest.id, status: 'applied' as const }
  }).catch((error: unknown) => takenMeanwhile(error, lang))
}

/**
 * attachParkingDocuments: a document the member's device sent after the application, while it
 * is in review and still expects documents. Each one counts down what is still to follow; a
 * document sent twice is attached once.
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
    if (!newest || newest.status !== 'applied') throw noApplication()
    const held = await tx
      .select({ fileId: parkingDocuments.fileId })
      .from(parkingDocuments)
      .where(eq(parkingDocuments.applicationId, newest.id))
    const added = [...new Set(request.documentId)].filter((fileId) => !held.some((row) => row.fileId === fileId))
    if (added.length === 0) return { id: newest.id, status: newest.status }
    if (added.length > newest.documentsToFollow) {
      // Not 409: a device would take that for "try again later" and send it for ever.
      throw new ApiError(ReturnCode.unprocessable, { key: 'parking.no-documents-awaited' }, { httpStatus: 422 })
    }
    await insertDocuments(tx, newest.id, added)
    await tx
      .update(parkingApplications)
      .set({ documentsToFollow: newest.documentsToFollow - added.length, updatedAt: now })
      .where(eq(parkingApplications.id, newest.id))
    return { id: newest.id, status: newest.status }
  })
}

/**
 * An application still expecting documents 48 hours after it was sent is rejected, which frees
 * its plate and Octopus card for others. Housekeeping runs it; `now` is its clock.
 */
export async function rejectParkingWithoutDocuments(db: Db, now: Date): Promise<number> {
  const overdue = and(
    eq(parkingApplications.status, 'applied'),
    gt(parkingApplications.documentsToFollow, 0),
    lt(parkingApplications.termsAcceptedAt, new Date(now.getTime() - documentsDueMs)),
  )
  const due = await db
    .select({ memberId: parkingApplications.memberId })
    .from(parkingApplications)
    .where(overdue)
    .limit(lapseBatch)
  if (due.length === 0) return 0
  const memberIds = [...new Set(due.map((row) => row.memberId))]
  return retryingTransaction(db, async (tx) => {
    // The members first, as every transaction on their applications; then the applications still due.
    await lockMembers(tx, memberIds)
    const lapsed = await tx
      .update(parkingApplications)
      .set({ status: 'rejected', rejectionCause: 'noDocuments', decidedAt: now, updatedAt: now })
      .where(and(overdue, inArray(parkingApplications.memberId, memberIds)))
      .returning({ id: parkingApplications.id })
    return lapsed.length
  })
}

import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import { documentsComplete } from '#contract/rules/upgrade'
import { uploadRules } from '#contract/rules/upload-files'
import type { ApplicationHistory } from '#contract/schemas/application-history'
import type { DecisionReason } from '#contract/schemas/rejection-reasons'
import type { UpgradeDocumentsRequest, UpgradeForm, UpgradeFormStatus, UpgradeRequest } from '#contract/schemas/upgrade'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { retryingTransaction, type Tx } from '#server/db/retrying-transaction.ts'
import { upgradeFormDocuments, upgradeForms } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { fieldErrors } from '#server/lib/field-errors.ts'
import { addressAnswerOf, addressRow, lockMember, lockMembers, lapseToOrdinary } from '../members/index.ts'
import { unknownReferenceIds } from '../reference/index.ts'
import { ownDocuments } from '../upload/index.ts'
import { decisionReasonFor, decisionReasonOf, pickedReasonTexts } from '../rejection-reasons/index.ts'
import { documentsDueMs, lapseBatch, type LapseNotice } from '../documents-due/index.ts'

type Executor = Pick<Db, 'select'>
type FormRow = typeof upgradeForms.$inferSelect

/** When an upgrade form still without its documents is rejected: 48 hours after it was made. */
export const upgradeDocumentsDueAt = (form: Pick<FormRow, 'createdAt'>) => new Date(form.createdAt.getTime() + documentsDueMs)

async function newestForm(db: Executor, memberId: string): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(upgradeForms)
    .where(eq(upgradeForms.memberId, memberId))
    .orderBy(desc(upgradeForms.createdAt))
    .limit(1)
  return row
}

async function documentsOf(db: Executor, formId: string) {
  const rows = await db
    .select({
      fileId: upgradeFormDocuments.fileId,
      purpose: upgradeFormDocuments.purpose,
      attachedAt: upgradeFormDocuments.attachedAt,
    })
    .from(upgradeFormDocuments)
    .where(eq(upgradeFormDocuments.formId, formId))
    .orderBy(asc(upgradeFormDocuments.attachedAt), asc(upgradeFormDocuments.fileId))
  return {
    addressDocumentId: rows.filter((row) => row.purpose === 'address').map((row) => row.fileId),
    sinoStaffDocumentId: rows.filter((row) => row.purpose === 'staff').map((row) => row.fileId),
    attachedTimes: rows.map((row) => row.attachedAt.toISOString()),
  }
}

interface FormDocuments {
  addressDocumentId: string[]
  sinoStaffDocumentId: string[]
  /** When each document came (ISO), in order. */
  attachedTimes: readonly string[]
}

/**
 * Sent, each later arrival of documents (those sent with the form came with it), and the
 * decision: the portal's own rejection of a form whose documents never came is one too.
 */
function historyOf(form: FormRow, attachedTimes: readonly string[]): ApplicationHistory {
  const sent = form.createdAt.toISOString()
  const arrivals = [...new Set(attachedTimes)].filter((at) => at > sent).sort()
  return [
    { event: 'sent', at: sent },
    ...arrivals.map((at) => ({ event: 'documentsReceived' as const, at })),
    ...((form.status === 'approved' || form.status === 'rejected') && form.decidedAt
      ? [{ event: form.status, at: form.decidedAt.toISOString() }]
      : []),
  ]
}

/** The ids of a form's documents of one purpose, in the order they came (one array column). */
const documentIdsOf = (purpose: 'address' | 'staff') =>
  sql<string[]>`array(select ${upgradeFormDocuments.fileId}::text from ${upgradeFormDocuments}
    where ${upgradeFormDocuments.formId} = ${upgradeForms.id} and ${upgradeFormDocuments.purpose} = ${purpose}
    order by ${upgradeFormDocuments.attachedAt}, ${upgradeFormDocuments.fileId})`

/** When each of a form's documents came, as ISO text (one array column). */
const attachedTimesOf = sql<string[]>`array(select to_char(${upgradeFormDocuments.attachedAt} at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${upgradeFormDocuments}
    where ${upgradeFormDocuments.formId} = ${upgradeForms.id} order by 1)`

/** The member's newest form with its documents, in one prepared statement: the page asks on every visit. */
const newestFormQuery = preparedPerDatabase((db) =>
  db
    .select({
      form: upgradeForms,
      addressDocumentId: documentIdsOf('address'),
      sinoStaffDocumentId: documentIdsOf('staff'),
      attachedTimes: attachedTimesOf,
      reasonTexts: pickedReasonTexts(upgradeForms.rejectionReasonId),
    })
    .from(upgradeForms)
    .where(eq(upgradeForms.memberId, sql.placeholder('memberId')))
    .orderBy(desc(upgradeForms.createdAt))
    .limit(1)
    .prepare('newest_upgrade_form'),
)

/** getUpgradeForm: the member's newest form as sent, or null when they never applied. */
export async function getUpgradeForm(ctx: Pick<ServiceContext, 'db'>, memberId: string): Promise<UpgradeForm | null> {
  const [row] = await newestFormQuery(ctx.db).execute({ memberId })
  return row ? answerOf(row.form, row, decisionReasonOf({ ...row.form, reasonTexts: row.reasonTexts })) : null
}

/** A stored form as answers carry it, with its documents. */
export async function upgradeFormAnswer(db: Executor, form: FormRow): Promise<UpgradeForm> {
  return answerOf(form, await documentsOf(db, form.id), await decisionReasonFor(db, form))
}

function answerOf(form: FormRow, { attachedTimes, ...documents }: FormDocuments, reason: DecisionReason | null): UpgradeForm {
  return {
    ...addressAnswerOf(form),
    id: form.id,
    status: form.status,
    reason,
    createdAt: form.createdAt.toISOString(),
    isOwner: form.isOwner,
    isResident: form.isResident,
    isTenant: form.isTenant,
    isStaff: form.isStaff,
    sinoStaffNumber: form.sinoStaffNumber ?? '',
    sinoStaffCompanyId: form.sinoStaffCompanyId,
    addressDocumentId: documents.addressDocumentId,
    sinoStaffDocumentId: documents.sinoStaffDocumentId,
    documentsComplete: documentsComplete({ ...form, ...documents }),
    documentsDueAt: form.status === 'applied' ? upgradeDocumentsDueAt(form).toISOString() : null,
    history: historyOf(form, attachedTimes),
  }
}

/** The member row, locked first: one application at a time, however many calls arrive together. */
async function lockApplicant(tx: Tx, memberId: string) {
  const member = await lockMember(tx, memberId)
  if (!member) throw new ApiError(ReturnCode.sessionExpired, { key: 'server.sessionExpired' }, { httpStatus: 401 })
  return member
}

/**
 * createUpgradeForm: an Ordinary member with no open application applies. Documents must be
 * the member's own uploads; with every document the choices need the form is pending (in
 * review), else applied (waiting for documents).
 */
export async function createUpgradeForm(
  ctx: ServiceContext,
  memberId: string,
  request: UpgradeRequest,
  lang: Lang,
): Promise<UpgradeFormStatus> {
  const property = request.isOwner || request.isResident || request.isTenant
  const idProblems = await unknownReferenceIds(ctx.db, {
    sinoStaffCompanyId: ['SINO_COMPANY', request.isStaff ? request.sinoStaffCompanyId : null],
    ...(property
      ? {
          sinoEstate: ['SINO_ESTATE', request.isLiveInSinoProperties ? request.sinoEstate : null],
          nonSinoEstate: ['NON_SINO_ESTATE', request.isLiveInSinoProperties ? null : request.nonSinoEstate],
          propertyTypeId: ['TYPE_OF_PROPERTY', request.propertyTypeId],
          district: ['DISTRICT', request.district],
          areaId: ['AREA', request.areaId],
          countryId: ['COUNTRY', request.countryId],
        }
      : {}),
  })
  if (Object.values(idProblems).some(Boolean)) throw fieldErrors(lang, idProblems)
  const addressDocumentId = property ? request.addressDocumentId : []
  const sinoStaffDocumentId = request.isStaff ? request.sinoStaffDocumentId : []
  const documentProblems = {
    addressDocumentId: (await ownDocuments(ctx.db, memberId, addressDocumentId, uploadRules.document))
      ? undefined
      : ({ key: 'membership.document-invalid' } as const),
    sinoStaffDocumentId: (await ownDocuments(ctx.db, memberId, sinoStaffDocumentId, uploadRules.staffDocument))
      ? undefined
      : ({ key: 'membership.document-invalid' } as const),
  }
  if (Object.values(documentProblems).some(Boolean)) throw fieldErrors(lang, documentProblems)

  const now = ctx.clock()
  const choices = {
    isOwner: request.isOwner,
    isResident: request.isResident,
    isTenant: request.isTenant,
    isStaff: request.isStaff,
  }
  const status = documentsComplete({ ...choices, addressDocumentId, sinoStaffDocumentId }) ? 'pending' : 'applied'
  return retryingTransaction(ctx.db, async (tx) => {
    const member = await lockApplicant(tx, memberId)
    if (member.tier === 'privilege') {
      throw new ApiError(ReturnCode.forbidden, { key: 'membership.already-privilege' }, { httpStatus: 403 })
    }
    const open = await newestForm(tx, memberId)
    if (open && open.status !== 'rejected') {
      throw new ApiError(ReturnCode.conflict, { key: 'membership.application-open' }, { httpStatus: 409 })
    }
    const [form] = await tx
      .insert(upgradeForms)
      .values({
        memberId,
        status,
        ...choices,
        ...(property ? addressRow(request) : {}),
        sinoStaffNumber: request.isStaff ? request.sinoStaffNumber.trim() : null,
        sinoStaffCompanyId: request.isStaff ? request.sinoStaffCompanyId : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: upgradeForms.id, status: upgradeForms.status })
    if (!form) throw new Error('insert returned no upgrade form')
    const documents = [
      ...[...new Set(addressDocumentId)].map((fileId) => ({ fileId, purpose: 'address' as const })),
      ...[...new Set(sinoStaffDocumentId)].map((fileId) => ({ fileId, purpose: 'staff' as const })),
    ]
    if (documents.length > 0) {
      await tx
        .insert(upgradeFormDocuments)
        .values(documents.map((document) => ({ ...document, formId: form.id, attachedAt: now })))
    }
    return form
  })
}

/**
 * updateUpgradeFormForDocument: documents for the newest application while it waits for
 * them or is in review; once it has every document it needs, it goes to review (pending).
 */
export async function attachUpgradeDocuments(
  ctx: ServiceContext,
  memberId: string,
  request: UpgradeDocumentsRequest,
  lang: Lang,
): Promise<UpgradeFormStatus> {
  const documentProblems = {
    addressDocumentId: (await ownDocuments(ctx.db, memberId, request.addressDocumentId, uploadRules.document))
      ? undefined
      : ({ key: 'membership.document-invalid' } as const),
    sinoStaffDocumentId: (await ownDocuments(ctx.db, memberId, request.sinoStaffDocumentId, uploadRules.staffDocument))
      ? undefined
      : ({ key: 'membership.document-invalid' } as const),
  }
  if (Object.values(documentProblems).some(Boolean)) throw fieldErrors(lang, documentProblems)
  const now = ctx.clock()
  return retryingTransaction(ctx.db, async (tx) => {
    await lockApplicant(tx, memberId)
    const form = await newestForm(tx, memberId)
    // A complete application in review still takes documents: the device sends them one by
    // one, and the first may already have completed it.
    if (!form || (form.status !== 'applied' && form.status !== 'pending')) {
      throw new ApiError(ReturnCode.noApplication, { key: 'membership.no-form-awaiting-documents' })
    }
    const held = await documentsOf(tx, form.id)
    const merged = {
      addressDocumentId:
        form.isOwner || form.isResident || form.isTenant
          ? [...new Set([...held.addressDocumentId, ...request.addressDocumentId])]
          : held.addressDocumentId,
      sinoStaffDocumentId: form.isStaff
        ? [...new Set([...held.sinoStaffDocumentId, ...request.sinoStaffDocumentId])]
        : held.sinoStaffDocumentId,
    }
    const countProblems = {
      addressDocumentId:
        merged.addressDocumentId.length > uploadRules.document.maxFiles
          ? ({ key: 'Register.uploadMaxLength', params: { count: uploadRules.document.maxFiles } } as const)
          : undefined,
      sinoStaffDocumentId:
        merged.sinoStaffDocumentId.length > uploadRules.staffDocument.maxFiles
          ? ({ key: 'Register.uploadMaxLength', params: { count: uploadRules.staffDocument.maxFiles } } as const)
          : undefined,
    }
    if (Object.values(countProblems).some(Boolean)) throw fieldErrors(lang, countProblems)
    const added = [
      ...merged.addressDocumentId
        .filter((fileId) => !held.addressDocumentId.includes(fileId))
        .map((fileId) => ({ fileId, purpose: 'address' as const })),
      ...merged.sinoStaffDocumentId
        .filter((fileId) => !held.sinoStaffDocumentId.includes(fileId))
        .map((fileId) => ({ fileId, purpose: 'staff' as const })),
    ]
    if (added.length > 0) {
      await tx
        .insert(upgradeFormDocuments)
        .values(added.map((document) => ({ ...document, formId: form.id, attachedAt: now })))
        .onConflictDoNothing()
    }
    const status = form.status === 'pending' || documentsComplete({ ...form, ...merged }) ? 'pending' : 'applied'
    await tx.update(upgradeForms).set({ status, updatedAt: now }).where(eq(upgradeForms.id, form.id))
    return { id: form.id, status }
  })
}

/**
 * An application still waiting for its documents 48 hours after it was made is rejected, and
 * the member stays (or becomes again) Ordinary. Housekeeping runs it; `now` is its clock.
 */
export async function rejectApplicationsWithoutDocuments(db: Db, now: Date, tell?: LapseNotice): Promise<number> {
  const overdue = and(eq(upgradeForms.status, 'applied'), lt(upgradeForms.createdAt, new Date(now.getTime() - documentsDueMs)))
  const due = await db.select({ memberId: upgradeForms.memberId }).from(upgradeForms).where(overdue).limit(lapseBatch)
  if (due.length === 0) return 0
  return retryingTransaction(db, async (tx) => {
    // The members first, as every transaction on their applications; then the forms still due.
    await lockMembers(
      tx,
      due.map((row) => row.memberId),
    )
    const lapsed = await tx
      .update(upgradeForms)
      .set({ status: 'rejected', rejectionCause: 'noDocuments', decidedAt: now, updatedAt: now })
      .where(and(overdue, inArray(upgradeForms.memberId, [...new Set(due.map((row) => row.memberId))])))
      .returning({ memberId: upgradeForms.memberId })
    const memberIds = [...new Set(lapsed.map((row) => row.memberId))]
    await lapseToOrdinary(tx, memberIds, now)
    await tell?.(tx, memberIds, 'upgrade')
    return lapsed.length
  })
}

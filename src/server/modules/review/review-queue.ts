import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm'
import { isLang, type Lang } from '#contract/languages'
import { businessDeadline, reviewBusinessDays, type ReviewKind } from '#contract/rules/review'
import { upgradeStatuses, type UpgradeStatus } from '#contract/rules/application-statuses'
import type {
  ParkingChangeReview,
  ParkingReview,
  QueueAnswer,
  QueueItem,
  ReviewDocument,
  ReviewStatus,
  UpgradeReview,
} from '#contract/schemas/staff'
import type { Db } from '#server/db/database.ts'
import {
  countryCodes,
  languages,
  members,
  parkingApplications,
  parkingChangeDocuments,
  parkingChanges,
  parkingDocuments,
  staffAccounts,
  upgradeFormDocuments,
  upgradeForms,
  uploadedFiles,
} from '#server/db/schema.ts'
import { historyOf, parkingListColumns, parkingStatusOf } from '../application-history/index.ts'
import { fullName, memberSearch, memberSummaryColumns, memberSummaryOf, phoneOf } from '../members/index.ts'
import { parkingDocumentsDueAt, parkingFormAnswer, changeDocumentIds, vehicleAnswer, vehicleTypeNames } from '../parking/index.ts'
import { decisionReasonFor } from '../rejection-reasons/index.ts'
import { upgradeDocumentsDueAt, upgradeFormAnswer } from '../upgrade/index.ts'

const queuePage = 100

const memberColumns = {
  memberId: members.id,
  clubMemberId: members.clubMemberId,
  firstName: members.firstName,
  lastName: members.lastName,
  countryCode: countryCodes.content,
  mobilePhone: members.mobilePhone,
}

const queueMemberOf = (
  row: { memberId: string; clubMemberId: string; firstName: string; lastName: string } & Parameters<typeof phoneOf>[0],
) => ({
  id: row.memberId,
  clubMemberId: row.clubMemberId,
  name: fullName(row),
  phone: phoneOf(row),
})

/** In review or waiting for documents: listed oldest first (the longest waiting come first), and its deadline runs. */
const isOpen = (status: ReviewStatus) => status === 'applied' || status === 'pending'

/**
 * When an application came, the end of the business days its kind allows, whether that has
 * passed while it is still open, and, while it waits for documents, when it is rejected without
 * them (`documentsDueAt`, by the rule of its kind).
 */
function timingOf(submittedAt: Date, kind: ReviewKind, status: ReviewStatus, now: Date, documentsDueAt: Date) {
  const deadline = businessDeadline(submittedAt, reviewBusinessDays[kind])
  return {
    submittedAt: submittedAt.toISOString(),
    deadline: deadline.toISOString(),
    overdue: isOpen(status) && deadline < now,
    documentsDueAt: status === 'applied' ? documentsDueAt.toISOString() : null,
  }
}

/**
 * Applications staff may review: those of members who finished registering (a registration
 * proves its phone, then its e-mail address). A sign-up that never did is deleted in time, its
 * application with it; until then nobody reviews it.
 */
const reviewableMember = eq(members.registrationPending, false)

const ofReviewableMember = (
  db: Db,
  memberId: typeof upgradeForms.memberId | typeof parkingApplications.memberId | typeof parkingChanges.memberId,
) => inArray(memberId, db.select({ id: members.id }).from(members).where(reviewableMember))

const upgradeKind = (form: { fromRegistration: boolean }): ReviewKind => (form.fromRegistration ? 'registration' : 'upgrade')

const isUpgradeStatus = (status: ReviewStatus): status is UpgradeStatus =>
  upgradeStatuses.some((upgradeStatus) => upgradeStatus === status)

export async function upgradeQueue(db: Db, query: { status: ReviewStatus; q: string }, now: Date): Promise<QueueAnswer> {
  // Only parking applications can be withdrawn: no upgrade application has that status.
  const status = query.status
  if (!isUpgradeStatus(status)) return { items: [], more: false }
  const rows = await db
    .select({
      id: upgradeForms.id,
      status: upgradeForms.status,
      fromRegistration: upgradeForms.fromRegistration,
      createdAt: upgradeForms.createdAt,
      ...memberColumns,
    })
    .from(upgradeForms)
    .innerJoin(members, eq(members.id, upgradeForms.memberId))
    .innerJoin(countryCodes, eq(countryCodes.id, members.countryCodeId))
    .where(and(eq(upgradeForms.status, status), reviewableMember, memberSearch(query.q)))
    .orderBy(isOpen(query.status) ? asc(upgradeForms.createdAt) : desc(upgradeForms.decidedAt), asc(upgradeForms.id))
    .limit(queuePage + 1)
  return {
    items: rows.slice(0, queuePage).map((row) => ({
      id: row.id,
      kind: 'application' as const,
      status: row.status,
      fromRegistration: row.fromRegistration,
      ...timingOf(row.createdAt, upgradeKind(row), row.status, now, upgradeDocumentsDueAt(row)),
      member: queueMemberOf(row),
    })),
    more: rows.length > queuePage,
  }
}

/** A status filter on parking applications or on changes: in review is `applied` for the one, `pending` for the other. */
function parkingStatusIs(table: typeof parkingApplications | typeof parkingChanges, status: ReviewStatus): SQL | undefined {
  const inReview = eq(table.status, table === parkingChanges ? 'pending' : 'applied')
  if (status === 'applied') return and(inReview, gt(table.documentsToFollow, 0))
  if (status === 'pending') return and(inReview, eq(table.documentsToFollow, 0))
  return eq(table.status, status)
}

/** Open ones come oldest first; decided or withdrawn ones newest first, by when they were. */
const closedAt = (row: { decidedAt: Date | null; updatedAt: Date }) => row.decidedAt ?? row.updatedAt

/**
 * Parking applications and changes to approved ones, together: a change is reviewed as an
 * application is, beside what is approved.
 */
export async function parkingQueue(db: Db, query: { status: ReviewStatus; q: string }, now: Date): Promise<QueueAnswer> {
  const open = isOpen(query.status)
  const rowsOf = (table: typeof parkingApplications | typeof parkingChanges) =>
    db
      .select({
        ...parkingListColumns(table),
        updatedAt: table.updatedAt,
        termsAcceptedAt: table.termsAcceptedAt,
        ...memberColumns,
      })
      .from(table)
      .innerJoin(members, eq(members.id, table.memberId))
      .innerJoin(countryCodes, eq(countryCodes.id, members.countryCodeId))
      .where(and(parkingStatusIs(table, query.status), reviewableMember, memberSearch(query.q)))
      .orderBy(open ? asc(table.createdAt) : desc(sql`coalesce(${table.decidedAt}, ${table.updatedAt})`), asc(table.id))
      .limit(queuePage + 1)
  const applications = await rowsOf(parkingApplications)
  const changes = await rowsOf(parkingChanges)
  const itemOf = (row: (typeof applications)[number], kind: QueueItem['kind']) => ({
    item: {
      id: row.id,
      kind,
      status: parkingStatusOf(row),
      fromRegistration: false,
      ...timingOf(row.createdAt, 'parking', parkingStatusOf(row), now, parkingDocumentsDueAt(row)),
      member: queueMemberOf(row),
    },
    at: (open ? row.createdAt : closedAt(row)).getTime(),
  })
  const items = [...applications.map((row) => itemOf(row, 'application')), ...changes.map((row) => itemOf(row, 'change'))].sort(
    (a, b) => (open ? a.at - b.at : b.at - a.at) || (a.item.id < b.item.id ? -1 : 1),
  )
  return { items: items.slice(0, queuePage).map(({ item }) => item), more: items.length > queuePage }
}

/** The member behind an application, with the language they read the decision in (English when they chose none). */
async function reviewMemberOf(db: Db, memberId: string) {
  const [row] = await db
    .select({ ...memberSummaryColumns, language: languages.language })
    .from(members)
    .innerJoin(countryCodes, eq(countryCodes.id, members.countryCodeId))
    .leftJoin(languages, eq(languages.id, members.defaultLangId))
    .where(eq(members.id, memberId))
  if (!row) throw new Error(`No member ${memberId} behind an application`)
  return { ...memberSummaryOf(row), language: isLang(row.language) ? row.language : ('en' as const) }
}

async function filesOf(db: Db, files: { fileId: string; purpose: ReviewDocument['purpose'] }[]): Promise<ReviewDocument[]> {
  if (files.length === 0) return []
  const rows = await db
    .select({ id: uploadedFiles.id, kind: uploadedFiles.kind, name: uploadedFiles.originalName, size: uploadedFiles.size })
    .from(uploadedFiles)
    .where(
      inArray(
        uploadedFiles.id,
        files.map((file) => file.fileId),
      ),
    )
  return files.flatMap((file) => {
    const row = rows.find((candidate) => candidate.id === file.fileId)
    return row ? [{ ...row, purpose: file.purpose }] : []
  })
}

async function decidedByName(db: Db, staffId: string | null): Promise<string | null> {
  if (!staffId) return null
  const [staff] = await db.select({ name: staffAccounts.name }).from(staffAccounts).where(eq(staffAccounts.id, staffId))
  return staff?.name ?? null
}

export async function upgradeReview(db: Db, id: string, lang: Lang, now: Date): Promise<UpgradeReview | undefined> {
  const [form] = await db
    .select()
    .from(upgradeForms)
    .where(and(eq(upgradeForms.id, id), ofReviewableMember(db, upgradeForms.memberId)))
  if (!form) return undefined
  const sent = await upgradeFormAnswer(db, form)
  const documents = [
    ...sent.addressDocumentId.map((fileId) => ({ fileId, purpose: 'address' as const })),
    ...sent.sinoStaffDocumentId.map((fileId) => ({ fileId, purpose: 'staff' as const })),
  ]
  return {
    id: form.id,
    status: form.status,
    fromRegistration: form.fromRegistration,
    ...timingOf(form.createdAt, upgradeKind(form), form.status, now, upgradeDocumentsDueAt(form)),
    decidedAt: form.decidedAt?.toISOString() ?? null,
    decidedBy: await decidedByName(db, form.decidedByStaffId),
    member: await reviewMemberOf(db, form.memberId),
    documents: await filesOf(db, documents),
    history: await historyOf(db, form.memberId, lang, form.id),
    form: sent,
  }
}

/** What the pages of a parking application and of a change to one show alike, its documents named. */
async function parkingReviewOf(
  db: Db,
  row: typeof parkingApplications.$inferSelect | typeof parkingChanges.$inferSelect,
  documentIds: readonly string[],
  lang: Lang,
  now: Date,
) {
  const status = parkingStatusOf(row)
  return {
    id: row.id,
    status,
    ...timingOf(row.createdAt, 'parking', status, now, parkingDocumentsDueAt(row)),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: await decidedByName(db, row.decidedByStaffId),
    member: await reviewMemberOf(db, row.memberId),
    documents: await filesOf(
      db,
      documentIds.map((fileId) => ({ fileId, purpose: 'vehicle' as const })),
    ),
    history: await historyOf(db, row.memberId, lang, row.id),
  }
}

export async function parkingReview(db: Db, id: string, lang: Lang, now: Date): Promise<ParkingReview | undefined> {
  const [application] = await db
    .select()
    .from(parkingApplications)
    .where(and(eq(parkingApplications.id, id), ofReviewableMember(db, parkingApplications.memberId)))
  if (!application) return undefined
  const sent = await parkingFormAnswer(db, application)
  return { ...(await parkingReviewOf(db, application, sent.documentId, lang, now)), form: sent }
}

/**
 * A change to an approved parking application beside what was approved when it came (what is
 * approved still, while it waits), with its documents.
 */
export async function parkingChangeReview(db: Db, id: string, lang: Lang, now: Date): Promise<ParkingChangeReview | undefined> {
  const [change] = await db
    .select()
    .from(parkingChanges)
    .where(and(eq(parkingChanges.id, id), ofReviewableMember(db, parkingChanges.memberId)))
  if (!change) return undefined
  const documentIds = await changeDocumentIds(db, change.id)
  const before = change.approvedBefore
  return {
    ...(await parkingReviewOf(db, change, documentIds, lang, now)),
    applicationId: change.applicationId,
    reason: await decisionReasonFor(db, change),
    approved: vehicleAnswer(before, await vehicleTypeNames(db, before.vehicleTypeId), before.documentId, 0),
    requested: vehicleAnswer(change, await vehicleTypeNames(db, change.vehicleTypeId), documentIds, change.documentsToFollow),
  }
}

/** A document staff may open: one attached to an upgrade form, a parking application or a change to one. */
export async function reviewFile(db: Db, id: string) {
  const [file] = await db
    .select({
      storedName: uploadedFiles.storedName,
      kind: uploadedFiles.kind,
      size: uploadedFiles.size,
      name: uploadedFiles.originalName,
      ownerMemberId: uploadedFiles.ownerMemberId,
    })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.id, id),
        or(
          inArray(uploadedFiles.id, db.select({ id: upgradeFormDocuments.fileId }).from(upgradeFormDocuments)),
          inArray(uploadedFiles.id, db.select({ id: parkingDocuments.fileId }).from(parkingDocuments)),
          inArray(uploadedFiles.id, db.select({ id: parkingChangeDocuments.fileId }).from(parkingChangeDocuments)),
        ),
      ),
    )
  return file
}

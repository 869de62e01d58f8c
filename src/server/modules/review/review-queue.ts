import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import { businessDeadline, reviewBusinessDays, type ReviewKind } from '#contract/rules/review'
import type { ParkingReview, QueueAnswer, ReviewDocument, ReviewStatus, UpgradeReview } from '#contract/schemas/staff'
import type { Db } from '#server/db/database.ts'
import { likeLiteral } from '#server/db/like-pattern.ts'
import {
  countryCodes,
  members,
  parkingApplications,
  parkingDocuments,
  staffAccounts,
  upgradeFormDocuments,
  upgradeForms,
  uploadedFiles,
} from '#server/db/schema.ts'
import { fullName } from '../members/member-records.ts'
import { parkingDocumentsDueAt, parkingFormAnswer } from '../parking/parking-applications.ts'
import { reasonOf, upgradeDocumentsDueAt, upgradeFormAnswer } from '../upgrade/upgrade-forms.ts'

const queuePage = 100

/** A search matches the member ID or phone from its start, or any part of a name (the member's country code joined). */
export function memberSearch(q: string): SQL | undefined {
  if (!q) return undefined
  const escaped = likeLiteral(q)
  const digits = q.replace(/[^0-9]/g, '')
  return or(
    ilike(members.clubMemberId, `${escaped}%`),
    // The number as typed locally, or with its country code as the lists show it (+852 9123 4567).
    ...(digits.length >= 3
      ? [
          sql`${members.mobilePhone} like ${`${digits}%`}`,
          sql`regexp_replace(${countryCodes.content}, '[^0-9]', '', 'g') || ${members.mobilePhone} like ${`${digits}%`}`,
        ]
      : []),
    ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, `%${escaped}%`),
    ilike(sql`${members.lastName} || ' ' || ${members.firstName}`, `%${escaped}%`),
    ilike(sql`coalesce(${members.chineseSurname}, '') || coalesce(${members.chineseName}, '')`, `%${escaped}%`),
  )
}

const memberColumns = {
  memberId: members.id,
  clubMemberId: members.clubMemberId,
  firstName: members.firstName,
  lastName: members.lastName,
  countryCode: countryCodes.content,
  mobilePhone: members.mobilePhone,
}

const phoneOf = (row: { countryCode: string; mobilePhone: string }) => `${row.countryCode} ${row.mobilePhone}`

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

const ofReviewableMember = (db: Db, memberId: typeof upgradeForms.memberId | typeof parkingApplications.memberId) =>
  inArray(memberId, db.select({ id: members.id }).from(members).where(reviewableMember))

const upgradeKind = (form: { fromRegistration: boolean }): ReviewKind => (form.fromRegistration ? 'registration' : 'upgrade')

export async function upgradeQueue(db: Db, query: { status: ReviewStatus; q: string }, now: Date): Promise<QueueAnswer> {
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
    .where(and(eq(upgradeForms.status, query.status), reviewableMember, memberSearch(query.q)))
    .orderBy(isOpen(query.status) ? asc(upgradeForms.createdAt) : desc(upgradeForms.decidedAt), asc(upgradeForms.id))
    .limit(queuePage + 1)
  return {
    items: rows.slice(0, queuePage).map((row) => ({
      id: row.id,
      status: row.status,
      fromRegistration: row.fromRegistration,
      ...timingOf(row.createdAt, upgradeKind(row), row.status, now, upgradeDocumentsDueAt(row)),
      member: queueMemberOf(row),
    })),
    more: rows.length > queuePage,
  }
}

/** A parking application in review that still expects documents from the member's device waits for them. */
const parkingStatusOf = (row: { status: 'applied' | 'approved' | 'rejected'; documentsToFollow: number }): ReviewStatus =>
  row.status === 'applied' ? (row.documentsToFollow > 0 ? 'applied' : 'pending') : row.status

function parkingStatusIs(status: ReviewStatus): SQL | undefined {
  if (status === 'applied') return and(eq(parkingApplications.status, 'applied'), gt(parkingApplications.documentsToFollow, 0))
  if (status === 'pending') return and(eq(parkingApplications.status, 'applied'), eq(parkingApplications.documentsToFollow, 0))
  return eq(parkingApplications.status, status)
}

export async function parkingQueue(db: Db, query: { status: ReviewStatus; q: string }, now: Date): Promise<QueueAnswer> {
  const rows = await db
    .select({
      id: parkingApplications.id,
      status: parkingApplications.status,
      documentsToFollow: parkingApplications.documentsToFollow,
      createdAt: parkingApplications.createdAt,
      termsAcceptedAt: parkingApplications.termsAcceptedAt,
      ...memberColumns,
    })
    .from(parkingApplications)
    .innerJoin(members, eq(members.id, parkingApplications.memberId))
    .innerJoin(countryCodes, eq(countryCodes.id, members.countryCodeId))
    .where(and(parkingStatusIs(query.status), reviewableMember, memberSearch(query.q)))
    .orderBy(
      isOpen(query.status) ? asc(parkingApplications.createdAt) : desc(parkingApplications.decidedAt),
      asc(parkingApplications.id),
    )
    .limit(queuePage + 1)
  return {
    items: rows.slice(0, queuePage).map((row) => {
      const status = parkingStatusOf(row)
      return {
        id: row.id,
        status,
        fromRegistration: false,
        ...timingOf(row.createdAt, 'parking', status, now, parkingDocumentsDueAt(row)),
        member: queueMemberOf(row),
      }
    }),
    more: rows.length > queuePage,
  }
}

/** A member's columns as the console shows who they are. */
export const memberSummaryColumns = {
  id: members.id,
  clubMemberId: members.clubMemberId,
  firstName: members.firstName,
  lastName: members.lastName,
  chineseSurname: members.chineseSurname,
  chineseName: members.chineseName,
  tier: members.tier,
  countryCode: countryCodes.content,
  mobilePhone: members.mobilePhone,
  email: members.emailAddress,
}

interface MemberSummaryRow {
  id: string
  clubMemberId: string
  firstName: string
  lastName: string
  chineseSurname: string | null
  chineseName: string | null
  tier: 'ordinary' | 'privilege'
  countryCode: string
  mobilePhone: string
  email: string | null
}

export const memberSummaryOf = (row: MemberSummaryRow) => ({
  id: row.id,
  clubMemberId: row.clubMemberId,
  name: fullName(row),
  chineseName: `${row.chineseSurname ?? ''}${row.chineseName ?? ''}`,
  tier: row.tier,
  phone: phoneOf(row),
  email: row.email,
})

async function reviewMemberOf(db: Db, memberId: string) {
  const [row] = await db
    .select(memberSummaryColumns)
    .from(members)
    .innerJoin(countryCodes, eq(countryCodes.id, members.countryCodeId))
    .where(eq(members.id, memberId))
  if (!row) throw new Error(`No member ${memberId} behind an application`)
  return memberSummaryOf(row)
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

/** The member's applications of both kinds but the one `exceptId` names, newest first, with who decided them. */
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
    })
    .from(upgradeForms)
    .leftJoin(staffAccounts, eq(staffAccounts.id, upgradeForms.decidedByStaffId))
    .where(eq(upgradeForms.memberId, memberId))
  const parking = await db
    .select({
      id: parkingApplications.id,
      status: parkingApplications.status,
      documentsToFollow: parkingApplications.documentsToFollow,
      createdAt: parkingApplications.createdAt,
      decidedAt: parkingApplications.decidedAt,
      decidedBy: staffAccounts.name,
      reason: parkingApplications.reason,
      rejectionCause: parkingApplications.rejectionCause,
    })
    .from(parkingApplications)
    .leftJoin(staffAccounts, eq(staffAccounts.id, parkingApplications.decidedByStaffId))
    .where(eq(parkingApplications.memberId, memberId))
  return [
    ...upgrades.map((row) => ({
      id: row.id,
      kind: 'upgrade' as const,
      status: row.status,
      submittedAt: row.createdAt,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: row.decidedBy,
      reason: reasonOf(row, lang),
    })),
    ...parking.map((row) => ({
      id: row.id,
      kind: 'parking' as const,
      status: parkingStatusOf(row),
      submittedAt: row.createdAt,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: row.decidedBy,
      reason: reasonOf(row, lang),
    })),
  ]
    .filter((application) => application.id !== exceptId)
    .sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime())
    .map((application) => ({ ...application, submittedAt: application.submittedAt.toISOString() }))
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
  const sent = await upgradeFormAnswer(db, form, lang)
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

export async function parkingReview(db: Db, id: string, lang: Lang, now: Date): Promise<ParkingReview | undefined> {
  const [application] = await db
    .select()
    .from(parkingApplications)
    .where(and(eq(parkingApplications.id, id), ofReviewableMember(db, parkingApplications.memberId)))
  if (!application) return undefined
  const sent = await parkingFormAnswer(db, application, lang)
  const status = parkingStatusOf(application)
  return {
    id: application.id,
    status,
    ...timingOf(application.createdAt, 'parking', status, now, parkingDocumentsDueAt(application)),
    decidedAt: application.decidedAt?.toISOString() ?? null,
    decidedBy: await decidedByName(db, application.decidedByStaffId),
    member: await reviewMemberOf(db, application.memberId),
    documents: await filesOf(
      db,
      sent.documentId.map((fileId) => ({ fileId, purpose: 'vehicle' as const })),
    ),
    history: await historyOf(db, application.memberId, lang, application.id),
    form: sent,
  }
}

/** A document staff may open: one attached to an upgrade form or a parking application. */
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
        ),
      ),
    )
  return file
}

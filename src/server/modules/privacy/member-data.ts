import { and, eq, inArray, or, type Column, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/database.ts'
import {
  auditLog,
  closingRequests,
  emailLinks,
  memberAddresses,
  memberInterests,
  members,
  oneTimeCodes,
  parkingApplications,
  parkingChangeDocuments,
  parkingChanges,
  parkingDocuments,
  privilegeAddresses,
  receipts,
  referralCodes,
  sessions,
  upgradeFormDocuments,
  upgradeForms,
  uploadedFiles,
  passkeys,
  pushSubscriptions,
} from '#server/db/schema.ts'

type Row = Record<string, unknown>

/**
 * One part of a member's data: the table it comes from, the rows naming the member, and the
 * columns never handed out (hashes of passwords, tokens, codes and addresses, and the names
 * files are stored under, which are the store's business, not the member's).
 */
interface Section {
  table: PgTable
  rows: (db: Db, memberId: string) => Promise<Row[]>
  secret?: readonly string[]
}

const byMember =
  (table: PgTable, column: Column) =>
  (db: Db, memberId: string): Promise<Row[]> =>
    db.select().from(table).where(eq(column, memberId)) as Promise<Row[]>

/** Rows of a table whose `column` names one of the ids of the member's rows in another section. */
const byParents =
  (table: PgTable, column: Column, parents: (db: Db, memberId: string) => Promise<Row[]>) =>
  async (db: Db, memberId: string): Promise<Row[]> => {
    const ids = (await parents(db, memberId)).map((row) => String(row.id))
    if (ids.length === 0) return []
    return db.select().from(table).where(inArray(column, ids)) as Promise<Row[]>
  }

const upgradeRows = byMember(upgradeForms, upgradeForms.memberId)
const parkingRows = byMember(parkingApplications, parkingApplications.memberId)
const changeRows = byMember(parkingChanges, parkingChanges.memberId)

/**
 * Every table that holds a row about the member, by the name the copy gives it. A test walks
 * the schema and fails when a table naming a member is neither here nor in {@link tablesLeftOut}.
 */
export const memberDataSections = {
  profile: { table: members, rows: byMember(members, members.id), secret: ['passwordHash', 'registeredFromKey'] },
  contactAddress: { table: memberAddresses, rows: byMember(memberAddresses, memberAddresses.memberId) },
  privilegeAddress: { table: privilegeAddresses, rows: byMember(privilegeAddresses, privilegeAddresses.memberId) },
  interests: { table: memberInterests, rows: byMember(memberInterests, memberInterests.memberId) },
  upgradeApplications: { table: upgradeForms, rows: upgradeRows },
  upgradeDocuments: {
    table: upgradeFormDocuments,
    rows: byParents(upgradeFormDocuments, upgradeFormDocuments.formId, upgradeRows),
  },
  parkingApplications: { table: parkingApplications, rows: parkingRows },
  parkingDocuments: { table: parkingDocuments, rows: byParents(parkingDocuments, parkingDocuments.applicationId, parkingRows) },
  parkingChanges: { table: parkingChanges, rows: changeRows },
  parkingChangeDocuments: {
    table: parkingChangeDocuments,
    rows: byParents(parkingChangeDocuments, parkingChangeDocuments.changeId, changeRows),
  },
  documents: {
    table: uploadedFiles,
    rows: byMember(uploadedFiles, uploadedFiles.ownerMemberId),
    secret: ['storedName', 'uploadedFromKey'],
  },
  receipts: { table: receipts, rows: byMember(receipts, receipts.memberId), secret: ['storedName'] },
  sessions: { table: sessions, rows: byMember(sessions, sessions.memberId), secret: ['tokenHash'] },
  verificationCodes: { table: oneTimeCodes, rows: byMember(oneTimeCodes, oneTimeCodes.memberId), secret: ['codeHash'] },
  emailLinks: { table: emailLinks, rows: byMember(emailLinks, emailLinks.memberId), secret: ['keyHash'] },
  referralCode: { table: referralCodes, rows: byMember(referralCodes, referralCodes.usedByMemberId) },
  closingRequests: { table: closingRequests, rows: byMember(closingRequests, closingRequests.memberId) },
  passkeys: { table: passkeys, rows: byMember(passkeys, passkeys.memberId), secret: ['credentialId', 'publicKey'] },
  notificationDevices: {
    table: pushSubscriptions,
    rows: byMember(pushSubscriptions, pushSubscriptions.memberId),
    secret: ['sessionTokenHash', 'endpoint', 'p256dh', 'auth'],
  },
} as const satisfies Record<string, Section>

export type SectionName = keyof typeof memberDataSections

/** Tables that name a member and are not in the copy, each with the reason. */
export const tablesLeftOut: Readonly<Record<string, string>> = {
  data_exports: 'the copy itself: the member reads its state beside the download',
  passkey_challenges: 'a passkey sign-in or enrolment under way: kept five minutes at most, it holds no more than the ceremony',
  wallet_passes:
    "the card in the phone's wallet: a random serial and hashes of its keys, which the member holds as the pass itself",
  wallet_device_registrations:
    "Apple Wallet's identifiers of the devices holding the pass, meaningless outside Apple's push service",
}

/** Audit entries about the member: their record, their applications and their documents (who acted stays out). */
async function auditEntries(db: Db, memberId: string, sections: Record<SectionName, Row[]>): Promise<Row[]> {
  const targets: [string, Row[]][] = [
    ['member', sections.profile],
    ['upgrade', sections.upgradeApplications],
    ['parking', sections.parkingApplications],
    ['parkingChange', sections.parkingChanges],
    ['document', sections.documents],
  ]
  const conditions: SQL[] = [and(eq(auditLog.targetKind, 'member'), eq(auditLog.targetId, memberId))!]
  for (const [kind, rows] of targets) {
    const ids = rows.map((row) => String(row.id))
    if (ids.length > 0) conditions.push(and(eq(auditLog.targetKind, kind), inArray(auditLog.targetId, ids))!)
  }
  return db
    .select({
      at: auditLog.at,
      actorKind: auditLog.actorKind,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(or(...conditions))
    .orderBy(auditLog.at)
}

export interface MemberData {
  sections: Record<SectionName, Row[]>
  auditEntries: Row[]
}

const withoutSecrets = (rows: Row[], secret: readonly string[] = []): Row[] =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !secret.includes(column))))

/** Everything the club holds on the member, without secrets; undefined when there is no such member. */
export async function memberData(db: Db, memberId: string): Promise<MemberData | undefined> {
  const sections = {} as Record<SectionName, Row[]>
  for (const [name, section] of Object.entries(memberDataSections) as [SectionName, Section][]) {
    sections[name] = withoutSecrets(await section.rows(db, memberId), section.secret)
  }
  if (sections.profile.length === 0) return undefined
  return { sections, auditEntries: await auditEntries(db, memberId, sections) }
}

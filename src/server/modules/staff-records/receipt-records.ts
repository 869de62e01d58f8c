import { asc, count, desc, eq, max, min, type SQL } from 'drizzle-orm'
import { mimeTypeOfKind } from '#contract/rules/upload-files'
import type { ReceiptEvent, StaffReceipt } from '#contract/schemas/staff-records'
import type { Db } from '#server/db/database.ts'
import { members, receiptLinks, receipts } from '#server/db/schema.ts'
import { fullName } from '../members/index.ts'

/** Receipts of one event or of one member, newest first, with the member who sent each when known. */
export async function receiptsOf(db: Db, of: { event: string } | { memberId: string }): Promise<StaffReceipt[]> {
  const where: SQL = 'event' in of ? eq(receiptLinks.eventName, of.event) : eq(receipts.memberId, of.memberId)
  const rows = await db
    .select({
      id: receipts.id,
      event: receiptLinks.eventName,
      linkId: receipts.receiptLinkId,
      receivedAt: receipts.createdAt,
      name: receipts.originalName,
      size: receipts.size,
      contentType: receipts.contentType,
      memberId: members.id,
      clubMemberId: members.clubMemberId,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(receipts)
    .innerJoin(receiptLinks, eq(receiptLinks.id, receipts.receiptLinkId))
    .leftJoin(members, eq(members.id, receipts.memberId))
    .where(where)
    .orderBy(desc(receipts.createdAt), asc(receipts.id))
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    linkId: row.linkId,
    receivedAt: row.receivedAt.toISOString(),
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    sender:
      row.memberId && row.clubMemberId && row.firstName !== null && row.lastName !== null
        ? {
            id: row.memberId,
            clubMemberId: row.clubMemberId,
            name: fullName({ firstName: row.firstName, lastName: row.lastName }),
          }
        : null,
  }))
}

/** Every event links were issued for, newest first: how many links, receipts, and when the last came. */
export async function receiptEvents(db: Db, only?: string): Promise<ReceiptEvent[]> {
  const rows = await db
    .select({
      event: receiptLinks.eventName,
      links: count(receiptLinks.id),
      received: count(receipts.id),
      lastReceivedAt: max(receipts.createdAt),
      createdAt: min(receiptLinks.createdAt),
    })
    .from(receiptLinks)
    .leftJoin(receipts, eq(receipts.receiptLinkId, receiptLinks.id))
    .where(only === undefined ? undefined : eq(receiptLinks.eventName, only))
    .groupBy(receiptLinks.eventName)
    .orderBy(desc(min(receiptLinks.createdAt)), asc(receiptLinks.eventName))
  return rows.map((row) => ({
    event: row.event,
    links: row.links,
    received: row.received,
    lastReceivedAt: row.lastReceivedAt ? new Date(row.lastReceivedAt).toISOString() : null,
    createdAt: new Date(row.createdAt ?? 0).toISOString(),
  }))
}

const imageKinds = ['jpeg', 'png'] as const

/** A receipt's stored file, as the document sender takes it (receipts are pictures). */
export async function receiptFile(db: Db, id: string) {
  const [file] = await db
    .select({
      storedName: receipts.storedName,
      name: receipts.originalName,
      size: receipts.size,
      contentType: receipts.contentType,
      event: receiptLinks.eventName,
    })
    .from(receipts)
    .innerJoin(receiptLinks, eq(receiptLinks.id, receipts.receiptLinkId))
    .where(eq(receipts.id, id))
  if (!file) return undefined
  const kind = imageKinds.find((candidate) => mimeTypeOfKind[candidate] === file.contentType) ?? 'jpeg'
  return { ...file, kind }
}

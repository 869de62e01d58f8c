import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm'
import type { AuditEntry, AuditQuery } from '#contract/schemas/staff'
import type { Db } from '#server/db/database.ts'
import { likeLiteral } from '#server/db/like-pattern.ts'
import { auditLog } from '#server/db/schema.ts'
import type { Recorded } from '../staff/audit-log.ts'

const dayMs = 24 * 60 * 60_000
/** The start of a day in Hong Kong (UTC+8 all year). */
const hongKongDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`)

const auditPage = 50

/** Newest first, a page at a time; each filter matches part of its field, any case. */
export async function listAudit(db: Db, filter: AuditQuery): Promise<{ entries: AuditEntry[]; more: boolean }> {
  const conditions: SQL[] = []
  const part = (text: string) => `%${likeLiteral(text)}%`
  if (filter.action) conditions.push(ilike(auditLog.action, part(filter.action)))
  if (filter.actor) conditions.push(ilike(auditLog.actorEmail, part(filter.actor)))
  if (filter.target) {
    const target = or(ilike(auditLog.targetId, part(filter.target)), eq(auditLog.targetKind, filter.target))
    if (target) conditions.push(target)
  }
  if (filter.from) conditions.push(gte(auditLog.at, hongKongDayStart(filter.from)))
  if (filter.to) conditions.push(lt(auditLog.at, new Date(hongKongDayStart(filter.to).getTime() + dayMs)))
  if (filter.before) conditions.push(lt(auditLog.id, filter.before))
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(auditPage + 1)
  return {
    entries: rows.slice(0, auditPage).map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorKind: row.actorKind,
      actor: row.actorEmail,
      action: row.action,
      targetKind: row.targetKind,
      targetId: row.targetId,
      before: row.before as Recorded,
      after: row.after as Recorded,
    })),
    more: rows.length > auditPage,
  }
}

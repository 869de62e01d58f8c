import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { AuditEntry, AuditQuery } from '#contract/schemas/staff'
import type { Db } from '#server/db/database.ts'
import { likeLiteral } from '#server/db/like-pattern.ts'
import { auditLog } from '#server/db/schema.ts'
import type { Recorded } from '../staff/audit-log.ts'

const dayMs = 24 * 60 * 60_000
/** The start of a day in Hong Kong (UTC+8 all year). */
const hongKongDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`)

const auditPage = 50

/** The member an entry is about, by member ID (or a staff account by e-mail, a rejection reason by code), found through its target. */
const targetName = sql<string | null>`case ${auditLog.targetKind}
  when 'member' then (select m.club_member_id from members m where m.id::text = ${auditLog.targetId})
  when 'upgrade' then (select m.club_member_id from upgrade_forms f join members m on m.id = f.member_id where f.id::text = ${auditLog.targetId})
  when 'parking' then (select m.club_member_id from parking_applications a join members m on m.id = a.member_id where a.id::text = ${auditLog.targetId})
  when 'document' then (select m.club_member_id from uploaded_files u join members m on m.id = u.owner_member_id where u.id::text = ${auditLog.targetId})
  when 'staff' then (select s.email from staff_accounts s where s.id::text = ${auditLog.targetId})
  when 'rejectionReason' then (select r.code from rejection_reasons r where r.id::text = ${auditLog.targetId})
end`

/** Newest first, a page at a time; the action is one of the list, the other filters match part of their field, any case. */
export async function listAudit(db: Db, filter: AuditQuery): Promise<{ entries: AuditEntry[]; more: boolean }> {
  const conditions: SQL[] = []
  const part = (text: string) => `%${likeLiteral(text)}%`
  if (filter.action) conditions.push(eq(auditLog.action, filter.action))
  if (filter.actor) conditions.push(ilike(auditLog.actorEmail, part(filter.actor)))
  if (filter.target) {
    const target = or(ilike(auditLog.targetId, part(filter.target)), eq(auditLog.targetKind, filter.target))
    if (target) conditions.push(target)
  }
  if (filter.from) conditions.push(gte(auditLog.at, hongKongDayStart(filter.from)))
  if (filter.to) conditions.push(lt(auditLog.at, new Date(hongKongDayStart(filter.to).getTime() + dayMs)))
  if (filter.before) conditions.push(lt(auditLog.id, filter.before))
  const rows = await db
    .select({ entry: auditLog, targetName })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(auditPage + 1)
  return {
    entries: rows.slice(0, auditPage).map(({ entry: row, targetName }) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorKind: row.actorKind,
      actor: row.actorEmail,
      action: row.action,
      targetKind: row.targetKind,
      targetId: row.targetId,
      targetName,
      before: row.before as Recorded,
      after: row.after as Recorded,
    })),
    more: rows.length > auditPage,
  }
}

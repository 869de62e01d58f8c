import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { AuditEntry, AuditQuery } from '#contract/schemas/staff'
import type { Db } from '#server/db/database.ts'
import { likeLiteral } from '#server/db/like-pattern.ts'
import { auditLog, members } from '#server/db/schema.ts'
import type { Recorded } from './audit-log.ts'

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
  const page = rows.slice(0, auditPage)
  const memberIds = await clubMemberIds(
    db,
    page.flatMap(({ entry }) => [memberOf(entry.before), memberOf(entry.after)]),
  )
  /** A member named in a change by the row id it was recorded with reads as the member ID staff know. */
  const named = (recorded: unknown) => {
    const member = memberOf(recorded)
    return member ? { ...(recorded as Recorded), member: memberIds.get(member) ?? member } : (recorded as Recorded)
  }
  return {
    entries: page.map(({ entry: row, targetName }) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorKind: row.actorKind,
      actor: row.actorEmail,
      action: row.action,
      targetKind: row.targetKind,
      targetId: row.targetId,
      targetName,
      before: named(row.before),
      after: named(row.after),
    })),
    more: rows.length > auditPage,
  }
}

const rowId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The member row id a change names in its `member` field, if any. */
function memberOf(recorded: unknown): string | undefined {
  const member = (recorded as { member?: unknown } | null)?.member
  return typeof member === 'string' && rowId.test(member) ? member : undefined
}

/** Member IDs by row id, for those still kept. */
async function clubMemberIds(db: Db, ids: (string | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== undefined))]
  if (wanted.length === 0) return new Map()
  const found = await db
    .select({ id: members.id, clubMemberId: members.clubMemberId })
    .from(members)
    .where(inArray(members.id, wanted))
  return new Map(found.map((row) => [row.id, row.clubMemberId]))
}

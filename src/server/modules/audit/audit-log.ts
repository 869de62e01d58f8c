import type { AuditAction } from '#contract/rules/audit-actions'
import type { Db } from '#server/db/database.ts'
import { auditLog } from '#server/db/schema.ts'

/** What an entry records of the state before and after its change. */
export type Recorded = Record<string, unknown> | null

/**
 * Who acts: a staff account (`kind` left out), a sign-in refused before an account was known
 * (no id, the e-mail typed), or an operator's command ({@link operatorActor}).
 */
export interface AuditActor {
  kind?: 'staff' | 'operator' | 'member'
  id: string | null
  email: string
}

/** The actor of an operator's command (npm run …), which no staff account signs. */
export const operatorActor: AuditActor = { kind: 'operator', id: null, email: 'operator' }

export interface AuditRecord {
  actor: AuditActor
  action: AuditAction
  target?: { kind: string; id: string }
  before?: Recorded
  after?: Recorded
}

/** Adds an entry; inside a transaction it stands or falls with the change it records. */
export async function recordAudit(db: Pick<Db, 'insert'>, at: Date, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorKind: record.actor.kind ?? 'staff',
    staffId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    targetKind: record.target?.kind ?? null,
    targetId: record.target?.id ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    at,
  })
}

import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/retrying-transaction.ts'
import { auditLog } from '#server/db/schema.ts'
import { likeLiteral } from '#server/db/like-pattern.ts'
import type { Recorded } from './audit-log.ts'

/**
 * What an entry about an erased person keeps of its details: states, counts, dates and record
 * ids, none of them words the person (or a reviewer about them) wrote. Anything else (a
 * passkey's name, a plate, a card number, a rejection's reason, which older entries hold as the
 * reviewer typed it, and note) is blanked.
 */
const keptDetails = new Set([
  'status',
  'tier',
  'because',
  'channel',
  'closesAt',
  'requestedAt',
  'clubMemberId',
  'openSessions',
  'member',
  'kind',
])

const erased = 'erased'

function blanked(details: unknown): Recorded {
  if (details === null || typeof details !== 'object') return null
  return Object.fromEntries(
    Object.entries(details as Record<string, unknown>).map(([key, value]) => [
      key,
      keptDetails.has(key) || value === null ? value : erased,
    ]),
  )
}

export interface ErasedPerson {
  memberId: string
  /** The records of theirs that entries name as their target: applications, changes, documents. */
  recordIds: string[]
  /** What a search for them would have typed: their phone, e-mail address and names. */
  searchWords: string[]
}

/**
 * The audit log forgets an erased member: every entry about them or their records keeps who
 * acted, what was done, on what and when, and loses the details that hold the person; a staff
 * search typed with their phone, e-mail or name loses its words. Only a transaction that says
 * it erases may change an entry so (the log's trigger refuses anything else).
 */
export async function forgetInAuditLog(tx: Tx, person: ErasedPerson): Promise<void> {
  const searchWords = person.searchWords.filter((word) => word.trim().length >= 3)
  const entries = await tx
    .select({ id: auditLog.id, targetKind: auditLog.targetKind, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      or(
        inArray(auditLog.targetId, [person.memberId, ...person.recordIds]),
        sql`${auditLog.after}->>'member' = ${person.memberId}`,
        searchWords.length > 0
          ? and(
              eq(auditLog.targetKind, 'search'),
              or(...searchWords.map((word) => ilike(auditLog.targetId, `%${likeLiteral(word.trim())}%`))),
            )
          : undefined,
      ),
    )
  if (entries.length === 0) return
  await tx.execute(sql`select set_config('portal.erasing', 'on', true)`)
  for (const entry of entries) {
    await tx
      .update(auditLog)
      .set({
        before: blanked(entry.before),
        after: blanked(entry.after),
        ...(entry.targetKind === 'search' ? { targetId: erased } : {}),
      })
      .where(eq(auditLog.id, entry.id))
  }
  await tx.execute(sql`select set_config('portal.erasing', 'off', true)`)
}

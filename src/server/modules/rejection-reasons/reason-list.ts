import { asc, eq } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import type { AuditAction } from '#contract/rules/audit-actions'
import type { ReasonKind } from '#contract/rules/rejection-reasons'
import type { RejectionReason, ReasonTexts } from '#contract/schemas/rejection-reasons'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { isUniqueViolation } from '#server/db/errors.ts'
import { rejectionReasons } from '#server/db/schema.ts'
import { fieldErrors } from '#server/lib/field-errors.ts'
import { recordAudit, type AuditActor } from '../audit/index.ts'

type ReasonRow = typeof rejectionReasons.$inferSelect

export const textsOf = (row: Pick<ReasonRow, 'textEn' | 'textTc' | 'textSc'>): ReasonTexts => ({
  en: row.textEn,
  tc: row.textTc,
  sc: row.textSc,
})

const answerOf = (row: ReasonRow): RejectionReason => ({
  id: row.id,
  code: row.code,
  text: textsOf(row),
  appliesTo: row.appliesTo,
  retired: row.retiredAt !== null,
  updatedAt: row.updatedAt.toISOString(),
})

/** Every reason in the order they were made (the defaults first), retired ones marked. */
export async function listReasons(db: Db): Promise<RejectionReason[]> {
  const rows = await db.select().from(rejectionReasons).orderBy(asc(rejectionReasons.id))
  return rows.map(answerOf)
}

/** What the audit log records of a reason: its code and words. */
const recordedOf = (row: ReasonRow) => ({
  code: row.code,
  ...textsOf(row),
  appliesTo: row.appliesTo,
  retired: row.retiredAt !== null,
})

const audited = (actor: AuditActor, action: AuditAction, before: ReasonRow | null, after: ReasonRow) => ({
  actor,
  action,
  target: { kind: 'rejectionReason', id: String(after.id) },
  before: before ? recordedOf(before) : null,
  after: recordedOf(after),
})

/** A new reason, offered to reviewers at once; a code in use is refused on its field. */
export async function createReason(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  input: { code: string; appliesTo: ReasonKind } & ReasonTexts,
  actor: AuditActor,
  lang: Lang,
): Promise<RejectionReason> {
  const now = ctx.clock()
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(rejectionReasons)
        .values({
          code: input.code,
          appliesTo: input.appliesTo,
          textEn: input.en,
          textTc: input.tc,
          textSc: input.sc,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      if (!row) throw new Error('the reason was not stored')
      await recordAudit(tx, now, audited(actor, 'rejectionReason.create', null, row))
      return answerOf(row)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldErrors(lang, { code: { key: 'server.reasonCodeTaken' } })
    throw error
  }
}

/**
 * Changes a reason (its words, or whether it is offered) with its audit entry, the row locked so
 * that the entry's before is what was replaced. Undefined when there is no such reason.
 */
async function changeReason(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  id: number,
  actor: AuditActor,
  action: AuditAction,
  change: (row: ReasonRow, now: Date) => Partial<ReasonRow>,
): Promise<RejectionReason | undefined> {
  const now = ctx.clock()
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(rejectionReasons).where(eq(rejectionReasons.id, id)).for('update')
    if (!before) return undefined
    const [after] = await tx
      .update(rejectionReasons)
      .set({ ...change(before, now), updatedAt: now })
      .where(eq(rejectionReasons.id, id))
      .returning()
    if (!after) return undefined
    await recordAudit(tx, now, audited(actor, action, before, after))
    return answerOf(after)
  })
}

export const editReason = (ctx: Pick<ServiceContext, 'db' | 'clock'>, id: number, texts: ReasonTexts, actor: AuditActor) =>
  changeReason(ctx, id, actor, 'rejectionReason.edit', () => ({ textEn: texts.en, textTc: texts.tc, textSc: texts.sc }))

/** Retires a reason (reviewers no longer pick it) or offers it again; a retired one keeps its first retirement time. */
export const setReasonRetired = (ctx: Pick<ServiceContext, 'db' | 'clock'>, id: number, retired: boolean, actor: AuditActor) =>
  changeReason(ctx, id, actor, retired ? 'rejectionReason.retire' : 'rejectionReason.restore', (row, now) => ({
    retiredAt: retired ? (row.retiredAt ?? now) : null,
  }))

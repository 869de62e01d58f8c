import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import { reasonFits } from '#contract/rules/rejection-reasons'
import type { DecisionReason, ReasonTexts } from '#contract/schemas/rejection-reasons'
import type { Db } from '#server/db/database.ts'
import type { Tx } from '#server/db/retrying-transaction.ts'
import { rejectionReasons } from '#server/db/schema.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { textsOf } from './reason-list.ts'

/**
 * The words of the reason a decision picked, in the three languages, as one column of the
 * decision's own select (null when none was picked). Retired reasons are read as any other.
 */
export const pickedReasonTexts = (reasonId: SQL | SQL.Aliased | { getSQL(): SQL }) =>
  sql<ReasonTexts | null>`(select json_build_object('en', r.text_en, 'tc', r.text_tc, 'sc', r.text_sc)
    from ${rejectionReasons} r where r.id = ${reasonId})`

/** The portal's own rejection, in every language: its documents never came. */
function noDocumentsTexts(): ReasonTexts {
  const text = (lang: Lang) => serverText(lang, { key: 'membership.reason-no-documents' })
  return { en: text('en'), tc: text('tc'), sc: text('sc') }
}

/**
 * Why a decision rejected, as the member and staff read it: the portal's own cause, or the
 * reason a reviewer picked with their note; a decision from before reasons were picked shows
 * its reviewer's words as the note. Null when nothing was said (an approval).
 */
export function decisionReasonOf(row: {
  rejectionCause: 'noDocuments' | null
  reason: string | null
  reasonTexts: ReasonTexts | null
}): DecisionReason | null {
  if (row.rejectionCause === 'noDocuments') return { text: noDocumentsTexts(), note: null }
  if (row.reasonTexts === null && row.reason === null) return null
  return { text: row.reasonTexts, note: row.reason }
}

/** A reason a reviewer may pick now for an application of this kind: one that exists, fits the kind and is not retired. */
export async function offeredReason(tx: Tx, by: { id: number } | { code: string }, applicationKind: 'upgrade' | 'parking') {
  const [row] = await tx
    .select()
    .from(rejectionReasons)
    .where(
      and('id' in by ? eq(rejectionReasons.id, by.id) : eq(rejectionReasons.code, by.code), isNull(rejectionReasons.retiredAt)),
    )
  return row && reasonFits(row.appliesTo, applicationKind) ? { id: row.id, code: row.code, text: textsOf(row) } : undefined
}

/** A rejection as its e-mail says it, in the member's language: the reason, then the reviewer's note. */
export function reasonInMail(lang: Lang, reason: DecisionReason): string {
  if (reason.text === null) return reason.note ?? ''
  const text = reason.text[lang]
  return reason.note ? `${text}\n${serverText(lang, { key: 'mail.reviewerNote', params: { note: reason.note } })}` : text
}

/** The codes of the reasons offered now for an application of this kind, for an operator who named none or another. */
export async function offeredReasons(tx: Tx, applicationKind: 'upgrade' | 'parking'): Promise<string[]> {
  const rows = await tx
    .select({ code: rejectionReasons.code, appliesTo: rejectionReasons.appliesTo })
    .from(rejectionReasons)
    .where(isNull(rejectionReasons.retiredAt))
    .orderBy(asc(rejectionReasons.id))
  return rows.filter((row) => reasonFits(row.appliesTo, applicationKind)).map((row) => row.code)
}

/** A decided row's reason as the member reads it, its reason's words read when one was picked. */
export async function decisionReasonFor(
  db: Pick<Db, 'select'>,
  row: { rejectionCause: 'noDocuments' | null; reason: string | null; rejectionReasonId: number | null },
): Promise<DecisionReason | null> {
  let reasonTexts: ReasonTexts | null = null
  if (row.rejectionReasonId !== null) {
    const [picked] = await db.select().from(rejectionReasons).where(eq(rejectionReasons.id, row.rejectionReasonId))
    reasonTexts = picked ? textsOf(picked) : null
  }
  return decisionReasonOf({ ...row, reasonTexts })
}

import { randomBytes } from 'node:crypto'
import { type } from 'arktype'
import { langs } from '#contract/languages'
import type { ServiceContext } from '#server/context.ts'
import { receiptLinks } from '#server/db/schema.ts'
import { operatorActor, recordAudit, type AuditActor } from '../audit/index.ts'

/** The operator's request: links for one event's attendees. */
export const newReceiptLinksInput = type({
  event: '0 < string <= 200',
  count: '1 <= number.integer <= 1000',
  language: type.enumerated(...langs),
})
export type NewReceiptLinksInput = typeof newReceiptLinksInput.infer

/** 128 random bits: a link cannot be guessed from another. */
const newReceiptId = (): string => randomBytes(16).toString('base64url')

/**
 * Issues receipt ids for an event and answers the links to hand out (PUBLIC_URL/{lang}/upload-receipt?id=…),
 * by an operator's command or an admin, in one transaction with the audit entry.
 */
export async function createReceiptLinks(
  ctx: ServiceContext,
  input: NewReceiptLinksInput,
  actor: AuditActor = operatorActor,
): Promise<{ id: string; link: string }[]> {
  const now = ctx.clock()
  const event = input.event.trim()
  const rows = Array.from({ length: input.count }, () => ({ id: newReceiptId(), eventName: event, createdAt: now }))
  await ctx.db.transaction(async (tx) => {
    await tx.insert(receiptLinks).values(rows)
    await recordAudit(tx, now, {
      actor,
      action: 'receiptLinks.create',
      target: { kind: 'event', id: event },
      after: { count: input.count, language: input.language },
    })
  })
  return rows.map(({ id }) => ({ id, link: `${ctx.config.publicUrl}/${input.language}/upload-receipt?id=${id}` }))
}

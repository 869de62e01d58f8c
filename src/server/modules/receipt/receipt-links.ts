import { randomBytes } from 'node:crypto'
import { type } from 'arktype'
import { langs } from '#contract/languages'
import type { ServiceContext } from '#server/context.ts'
import { receiptLinks } from '#server/db/schema.ts'

/** The operator's request: links for one event's attendees. */
export const newReceiptLinksInput = type({
  event: '0 < string <= 200',
  count: '1 <= number.integer <= 1000',
  language: type.enumerated(...langs),
})
export type NewReceiptLinksInput = typeof newReceiptLinksInput.infer

/** 128 random bits: a link cannot be guessed from another. */
export const newReceiptId = (): string => randomBytes(16).toString('base64url')

/** Issues receipt ids for an event and answers the links to hand out (PUBLIC_URL/{lang}/upload-receipt?id=…). */
export async function createReceiptLinks(
  ctx: ServiceContext,
  input: NewReceiptLinksInput,
): Promise<{ id: string; link: string }[]> {
  const now = ctx.clock()
  const rows = Array.from({ length: input.count }, () => ({ id: newReceiptId(), eventName: input.event.trim(), createdAt: now }))
  await ctx.db.insert(receiptLinks).values(rows)
  return rows.map(({ id }) => ({ id, link: `${ctx.config.publicUrl}/${input.language}/upload-receipt?id=${id}` }))
}

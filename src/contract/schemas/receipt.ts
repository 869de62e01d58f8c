import { type } from 'arktype'
import { isReceiptId } from '../rules/receipt-id.ts'
import { rejectProblems } from './problems.ts'

/** POST /api/uploadReceipt?id=…: the id of the attendee's link ('Missing Id' without one). */
export const uploadReceiptQuery = type({ 'id?': 'string' }).narrow((query, ctx): query is UploadReceiptQuery =>
  rejectProblems(ctx, { id: isReceiptId(query.id) ? undefined : { key: 'receipt.missing-id' } }),
)
export interface UploadReceiptQuery {
  id: string
}

/** What a successful upload answers (the same on an idempotent replay). */
export const receiptAnswer = type({
  receiptId: 'string',
  uploadedAt: 'string',
})
export type ReceiptAnswer = typeof receiptAnswer.infer

/** getReceiptLink: whether the link's receipt has arrived, and the event it is for. */
export const receiptLinkAnswer = type({ uploaded: 'boolean', event: 'string' })
export type ReceiptLinkAnswer = typeof receiptLinkAnswer.infer

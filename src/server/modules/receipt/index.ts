/**
 * Event receipts: uploaded by members, and the receipt links staff give out.
 */
export { createReceiptLinks, newReceiptLinksInput } from './receipt-links.ts'
export { default as receiptRoutes } from './routes.ts'

/**
 * Receipt ids are issued by `npm run receipt-link:create`: 128 random bits, base64url.
 * Anything else in a link is not an id.
 */
const receiptIdPattern = /^[A-Za-z0-9_-]{22}$/

export const isReceiptId = (value: unknown): value is string => typeof value === 'string' && receiptIdPattern.test(value)

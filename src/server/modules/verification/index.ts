/**
 * Proving a phone (one-time codes) and an e-mail address (links).
 */
export { type EmailLinkPurpose, hashLinkKey, newLinkKey, useLinkForPassword } from './email-links.ts'
export { checkCode, codeSendKey, type NewPhone, sendCode } from './one-time-codes.ts'
export { default as verificationRoutes } from './routes.ts'

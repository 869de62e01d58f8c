/**
 * Members: the one place that writes the members table (and their addresses and interests), and
 * the readers other modules use to find a member, their account's holder or a message's recipient.
 */
export { lockOwnerOf } from './member-lock.ts'
export { findRecipient, type Recipient } from './member-recipient.ts'
export { fullName } from './member-records.ts'
export { deleteMembers, setMarketingConsent, setTier } from './member-store.ts'

/**
 * Members: the one place that writes the members table (and their addresses and interests), and
 * the readers other modules use to find a member, their profile, or whom a message goes to.
 */
export { queueAccountNotice } from './account-notices.ts'
export { addressAnswerOf, addressRow } from './address-row.ts'
export { createMember, MemberInputError, newMemberInput, type NewMemberInput } from './create-member.ts'
export { interestsOf, replaceInterests } from './interests.ts'
export { lockMember, lockMembers, lockOwnerOf } from './member-lock.ts'
export { findRecipient, type Recipient } from './member-recipient.ts'
export {
  assertUsable,
  contactHeld,
  dropUnprovenClaims,
  findLoginMember,
  findRegistrant,
  finishedMemberIdByPhone,
  fullName,
  type LoginMember,
  noSuchRecord,
  type Registrant,
  smsCountryCode,
  smsNumber,
  usableRegistrant,
} from './member-records.ts'
export {
  deleteMembers,
  insertMember,
  lapseToOrdinary,
  markEmailVerified,
  markPhoneVerified,
  setLoginPhone,
  setMarketingConsent,
  setPassword,
  setTier,
} from './member-store.ts'
export { memberSearch, memberSummaryColumns, memberSummaryOf, phoneOf } from './member-summary.ts'
export { getProfile, profileOf, saveProfileChanges } from './profile-record.ts'

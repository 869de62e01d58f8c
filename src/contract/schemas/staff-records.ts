import { type } from 'arktype'
import { memberStatuses } from '../rules/member-statuses.ts'
import { langs } from '../languages.ts'
import { eventNameMaxLength, staffSearchMaxLength } from '../rules/staff-search-limits.ts'
import { consents } from './privacy.ts'
import { profile } from './profile.ts'
import { memberSummary, pastApplication } from './staff.ts'

/** GET /api/staff/members?q=: a search by member ID, phone, name or e-mail (at least 2 characters). */
export const memberSearchQuery = type({
  q: type(`string <= ${staffSearchMaxLength}`)
    .pipe((q) => q.trim())
    .default(''),
})

export const memberListItem = memberSummary.and({
  status: type.enumerated(...memberStatuses),
  /** Registered and not finished yet (a link or password still to come). */
  registrationPending: 'boolean',
  registeredAt: 'string',
})
export type MemberListItem = typeof memberListItem.infer

export const memberSearchAnswer = type({ items: memberListItem.array(), more: 'boolean' })

/** A receipt as staff see it: its event, when it came, the file, and the member who sent it when one was signed in. */
export const staffReceipt = type({
  id: 'string',
  event: 'string',
  linkId: 'string',
  receivedAt: 'string',
  name: 'string',
  size: 'number',
  contentType: 'string',
  sender: type({ id: 'string', clubMemberId: 'string', name: 'string' }).or('null'),
})
export type StaffReceipt = typeof staffReceipt.infer

/**
 * GET /api/staff/members/:id: the member read-only, as they see themselves (profile and
 * card), with every application and receipt, how many sessions are open, and their consents.
 */
export const memberRecord = type({
  member: memberListItem.and({ openSessions: 'number' }),
  profile,
  applications: pastApplication.array(),
  receipts: staffReceipt.array(),
  /** The consents given at registration; news and offers may have been withdrawn since. */
  consents,
})
export type MemberRecord = typeof memberRecord.infer

/** POST /api/staff/members/:id/endSessions: how many sessions were open and are now ended. */
export const endSessionsAnswer = type({ ended: 'number' })

/** GET /api/staff/receiptEvents: each event's links, how many receipts came, and the last. */
export const receiptEvent = type({
  event: 'string',
  links: 'number',
  received: 'number',
  lastReceivedAt: 'string | null',
  createdAt: 'string',
})
export type ReceiptEvent = typeof receiptEvent.infer

export const receiptEventsAnswer = type({ events: receiptEvent.array() })

/** GET /api/staff/receipts?event=: one event's receipts, newest first (and as CSV at receipts.csv). */
export const eventReceiptsQuery = type({ event: `0 < string <= ${eventNameMaxLength}` })

/** The CSV is a plain download (no Accept-Language of the page's own): it names its language. */
export const eventReceiptsCsvQuery = type({ event: `0 < string <= ${eventNameMaxLength}`, 'lang?': type.enumerated(...langs) })

export const eventReceiptsAnswer = type({ event: receiptEvent, receipts: staffReceipt.array() })

import { type } from 'arktype'

/**
 * What happened to a member's application, in order: sent, documents that came after it, and
 * how it ended (decided, or withdrawn by the member); for parking also the changes asked for
 * to the approved privilege and how each was decided.
 */
const applicationEvents = [
  'sent',
  'documentsReceived',
  'approved',
  'rejected',
  'withdrawn',
  'changeSent',
  'changeApproved',
  'changeRejected',
] as const
export type ApplicationEvent = (typeof applicationEvents)[number]

export const applicationHistory = type({ event: type.enumerated(...applicationEvents), at: 'string' }).array()
export type ApplicationHistory = typeof applicationHistory.infer

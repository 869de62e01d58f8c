import { reviewStatuses, type ReviewStatus } from '#contract/rules/review'

export interface QueueFilter {
  status: ReviewStatus
  q: string
}

export interface AuditFilter {
  action: string
  actor: string
  target: string
  /** Days in Hong Kong, YYYY-MM-DD; empty for no bound. */
  from: string
  to: string
}

/** The console's filters as the address keeps them; each is left out when it is the default. */
export type StaffSearch = Partial<QueueFilter & AuditFilter & { before: number; event: string }>

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')

/** A queue's filter from the address: an unknown status is pending, the default. */
export const queueFilter = (search: StaffSearch): QueueFilter => ({
  status: reviewStatuses.find((candidate) => candidate === search.status) ?? 'pending',
  q: text(search.q, 100),
})

export const auditFilter = (search: StaffSearch): AuditFilter => ({
  action: text(search.action, 60),
  actor: text(search.actor, 320),
  target: text(search.target, 100),
  from: text(search.from, 10),
  to: text(search.to, 10),
})

/** A member search: the text typed, as the address keeps it. */
export const memberFilter = (search: StaffSearch): string => text(search.q, 100)

/** The event whose receipts are shown; empty for the list of events. */
export const receiptEvent = (search: StaffSearch): string => text(search.event, 200)

export const auditPage = (search: StaffSearch): number | undefined => {
  const before = Number(search.before)
  return Number.isSafeInteger(before) && before > 0 ? before : undefined
}

/** What goes in the address: defaults and empty filters are left out. */
export const searchOf = (filter: Record<string, string | number | undefined>): StaffSearch =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as StaffSearch

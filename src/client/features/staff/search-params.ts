import { reviewStatuses, type ReviewStatus } from '#contract/rules/review'

export interface QueueFilter {
  status: ReviewStatus
  q: string
}

export interface AuditFilter {
  action: string
  actor: string
  target: string
}

/** The console's filters as the address keeps them; each is left out when it is the default. */
export type StaffSearch = Partial<QueueFilter & AuditFilter & { before: number }>

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
})

export const auditPage = (search: StaffSearch): number | undefined => {
  const before = Number(search.before)
  return Number.isSafeInteger(before) && before > 0 ? before : undefined
}

/** What goes in the address: defaults and empty filters are left out. */
export const searchOf = (filter: Record<string, string | number | undefined>): StaffSearch =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as StaffSearch

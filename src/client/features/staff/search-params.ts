import { reviewStatuses } from '#contract/rules/application-statuses'
import { auditFilterMaxLengths, eventNameMaxLength, staffSearchMaxLength } from '#contract/rules/staff-search-limits'
import type { AuditFilter, QueueFilter } from '#contract/schemas/staff'

/*
 * The console's filters as the address keeps them: each page's route validates its search with
 * one of these, and a page writes a filter back through the same one. A validator answers every
 * key it knows, undefined for a default, an empty filter or a value not allowed: the router merges
 * the raw search in, so a bad value has to be overwritten, and an undefined key stays out of the address.
 */

export type QueueSearch = Partial<QueueFilter>
export type AuditSearch = Partial<AuditFilter> & { before?: number }

/** Text filters, each cut to its longest length. */
const texts =
  <Key extends string>(longest: Record<Key, number>) =>
  (search: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries<number>(longest).map(([key, max]) => {
        const value = search[key]
        return [key, typeof value === 'string' && value !== '' ? value.slice(0, max) : undefined]
      }),
    ) as Partial<Record<Key, string>>

/** A queue's status (pending, the default, and an unknown one are left out) and search text. */
export const queueSearch = (search: Record<string, unknown>): QueueSearch => ({
  status: reviewStatuses.find((status) => status !== 'pending' && status === search.status),
  ...texts({ q: staffSearchMaxLength })(search),
})

/** A member search: the text typed. */
export const memberSearch = texts({ q: staffSearchMaxLength })

/** The event whose receipts are shown; none for the list of events. */
export const receiptsSearch = texts({ event: eventNameMaxLength })

/** The audit log's filters and the entry an older page starts before. */
export const auditSearch = (search: Record<string, unknown>): AuditSearch => {
  const before = Number(search.before)
  return {
    ...texts(auditFilterMaxLengths)(search),
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
  }
}

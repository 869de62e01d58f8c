/** An upgrade application waits for documents (applied) or for a reviewer (pending), then is decided. */
export const upgradeStatuses = ['applied', 'pending', 'approved', 'rejected'] as const
export type UpgradeStatus = (typeof upgradeStatuses)[number]

/**
 * What a reviewer sees of an application: upgrade statuses for both kinds, and `withdrawn` for
 * parking applications and changes their member took back. A parking application (or a change
 * to one) in review that still expects documents from the member's device is `applied`
 * (waiting for documents), otherwise `pending`.
 * @alias upgradeStatuses, under the name the review code uses.
 */
export const reviewStatuses = [...upgradeStatuses, 'withdrawn'] as const
export type ReviewStatus = (typeof reviewStatuses)[number]

/** The statuses each queue filters by: only parking applications and changes can be withdrawn. */
export const queueStatuses = { upgrade: upgradeStatuses, parking: reviewStatuses } as const

/** In review (applied), decided, or taken back by the member while it waited (withdrawn). */
export const parkingStatuses = ['applied', 'approved', 'rejected', 'withdrawn'] as const

/**
 * A change to an approved application waits beside it (pending) while the approved one stays
 * in force, until a reviewer decides it or the member withdraws it (or replaces it by another).
 */
export const parkingChangeStatuses = ['pending', 'approved', 'rejected', 'withdrawn'] as const

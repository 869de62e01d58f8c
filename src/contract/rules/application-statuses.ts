/** An upgrade application waits for documents (applied) or for a reviewer (pending), then is decided. */
export const upgradeStatuses = ['applied', 'pending', 'approved', 'rejected'] as const
export type UpgradeStatus = (typeof upgradeStatuses)[number]

/**
 * What a reviewer sees of an application: upgrade statuses for both kinds. A parking
 * application in review that still expects documents from the member's device is `applied`
 * (waiting for documents), otherwise `pending`.
 * @alias upgradeStatuses, under the name the review code uses.
 */
export const reviewStatuses = upgradeStatuses
export type ReviewStatus = (typeof reviewStatuses)[number]

/**
 * What a reviewer sees of an application: upgrade statuses for both kinds. A parking
 * application in review that still expects documents from the member's device is `applied`
 * (waiting for documents), otherwise `pending`.
 */
export const reviewStatuses = ['applied', 'pending', 'approved', 'rejected'] as const
export type ReviewStatus = (typeof reviewStatuses)[number]

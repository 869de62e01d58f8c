/**
 * A member's applications of every kind (upgrades, parking, changes to parking) as staff read
 * them side by side, and the status a parking application or change shows in review.
 */
export { historyOf, parkingListColumns, parkingStatusOf } from './history-of.ts'

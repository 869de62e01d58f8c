/**
 * The 48-hour wait for an application's documents, which upgrade and parking applications share:
 * how long it lasts, and how its rejections are told.
 */
export { documentsDueMs, lapseBatch, lapsesTold, type LapseNotice } from './lapse-rule.ts'

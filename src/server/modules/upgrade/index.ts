/**
 * Upgrade to Privilege: applications, their documents, and their 48-hour rule (with the reminder
 * of documents due, upgrade's and parking's).
 */
export { default as upgradeRoutes } from './routes.ts'
export { upgradeDocumentsDueAt, upgradeFormAnswer } from './upgrade-forms.ts'

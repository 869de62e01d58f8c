/**
 * Upgrade to Privilege: applications, their documents, and the 48-hour rule (with its reminder).
 */
export { default as upgradeRoutes } from './routes.ts'
export {
  documentsDueMs,
  lapseBatch,
  lapsesTold,
  type LapseNotice,
  upgradeDocumentsDueAt,
  upgradeFormAnswer,
} from './upgrade-forms.ts'

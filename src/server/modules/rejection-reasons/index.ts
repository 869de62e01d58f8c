/**
 * The reasons staff may give when they reject an application: their list and how a decision names one.
 */
export {
  decisionReasonFor,
  decisionReasonOf,
  offeredReason,
  offeredReasons,
  pickedReasonTexts,
  reasonInMail,
} from './decision-reason.ts'
export { default as rejectionReasonRoutes } from './routes.ts'

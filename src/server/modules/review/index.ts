/**
 * Staff review: the queues, decisions on upgrade and parking applications, documents read by staff.
 */
export { decideParking, decideUpgrade, DecisionError, decisionInput } from './decisions.ts'
export { default as reviewRoutes } from './routes.ts'

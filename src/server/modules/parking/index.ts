/**
 * The parking privilege: applications, changes to an approved one, plates and Octopus cards, the
 * 48-hour rule for their documents.
 */
export { parkingDocumentsDueAt, parkingFormAnswer } from './parking-applications.ts'
export { applyParkingChange, changeDocumentIds, pendingChangeOf } from './parking-changes.ts'
export { vehicleAnswer, vehicleTypeNames } from './parking-vehicle.ts'
export { default as parkingRoutes } from './routes.ts'

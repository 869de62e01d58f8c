/**
 * The maintenance notice: the switch kept in the database, the gate each portal follows, and the
 * console's and operator's ways to turn it on and off.
 */
export { MaintenanceGate } from './maintenance-gate.ts'
export { endMaintenance, MaintenanceInputError, readMaintenance, startMaintenance, stateOf } from './maintenance-switch.ts'
export { default as maintenanceRoutes } from './routes.ts'

/**
 * The audit log: what staff, operators and the portal itself did to members, applications and
 * staff accounts, written in the transaction of the change it records; searched by admins; its
 * details about a person blanked when that person is erased.
 */
export { forgetInAuditLog } from './audit-erasure.ts'
export { listAudit } from './audit-log-search.ts'
export { type AuditActor, operatorActor, recordAudit } from './audit-log.ts'

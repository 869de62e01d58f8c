/**
 * Staff accounts' sign-in (password and TOTP, passkeys), staff sessions and their preHandler,
 * set-up links, and staff passwords.
 */
export { issueStaffLink } from './enrolment-links.ts'
export { default as staffRoutes } from './routes.ts'
export { default as staffAuth } from './staff-auth.ts'
export { removeAccountPasskey } from './staff-passkeys.ts'
export { endStaffSessions, staffCookieName } from './staff-sessions.ts'
export { sealPlaintextTotpSecrets } from './totp-secrets.ts'

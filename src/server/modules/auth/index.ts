/**
 * Members' sessions (opened by a login, checked by the member session preHandler, ended at
 * logout), the throttles that count wrong passwords, and the check of a member's current password.
 */
export { default as authenticate } from './authenticate.ts'
export { isCurrentPassword } from './current-password.ts'
export {
  accountKey,
  clearFailures,
  forgiveAttempt,
  passwordCheckKey,
  refuseSeenPause,
  reserveLoginAttempt,
  throttlePolicies,
} from './login-throttle.ts'
export { default as authRoutes } from './routes.ts'
export { deviceIdOf, endOtherSessions, openMemberSession, type LoginClient, openSessionsOf, revokeSession } from './sessions.ts'

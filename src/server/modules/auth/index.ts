/**
 * Members' login (password, first-time login), sessions and the member session preHandler, the
 * throttles that count wrong passwords, and the check of a member's current password.
 */
export { default as authenticate } from './authenticate.ts'
export { isCurrentPassword } from './current-password.ts'
export { type LoginClient } from './login-service.ts'
export {
  accountKey,
  clearFailures,
  forgiveAttempt,
  passwordCheckKey,
  reserveLoginAttempt,
  throttlePolicies,
} from './login-throttle.ts'
export { default as authRoutes } from './routes.ts'
export { createSession, deviceIdOf, endOtherSessions, openSessionsOf, revokeSession } from './sessions.ts'

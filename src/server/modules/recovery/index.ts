/**
 * Forgotten password: the code and the new password.
 */
export { default as recoveryRoutes } from './routes.ts'

/**
 * Registration: the steps of a new member's application, and its expiry when never finished.
 */
export { default as registrationRoutes } from './routes.ts'

/**
 * A member's own edits: personal details, phone change, password change, devices.
 */
export { default as profileRoutes } from './routes.ts'

/**
 * Members and event receipts as staff read them, their CSV, and ending a member's sessions.
 */
export { default as staffRecordRoutes } from './routes.ts'

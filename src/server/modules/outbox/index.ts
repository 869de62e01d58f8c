/**
 * The development outbox's pages: the e-mails and SMS kept instead of sent, read from the machine itself.
 */
export { default as outboxRoutes } from './routes.ts'

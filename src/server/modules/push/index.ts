/**
 * Web Push: devices' subscriptions, and the pushes the members' events ask for, sent as jobs.
 */
export { listenForPushes } from './push-listeners.ts'
export { default as pushRoutes } from './routes.ts'

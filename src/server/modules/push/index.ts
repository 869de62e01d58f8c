/**
 * Web Push: devices' subscriptions and the pushes sent to them as jobs.
 */
export { lapsePushes, pushJob, queuePushes, sendQueuedPushes } from './push-deliveries.ts'
export { type PushNotice } from './push-notices.ts'
export { default as pushRoutes } from './routes.ts'

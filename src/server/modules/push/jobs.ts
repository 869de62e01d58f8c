import type { Agent } from 'node:https'
import type { FastifyInstance } from 'fastify'
import { pushDelivery, pushJob, pushRetries } from './push-deliveries.ts'
import { webPushSender } from './web-push-sender.ts'

export interface PushJobOptions {
  /** The HTTPS agent pushes go through: a test's own CA; Node's default otherwise. */
  agent?: Agent | undefined
}

/**
 * Pushes are jobs (retried with growing waits, each device's once), sent with the configured
 * VAPID key.
 */
export function registerPushJobs(app: FastifyInstance, { agent }: PushJobOptions): void {
  const { ctx } = app
  const keys = ctx.config.push
  ctx.jobs.handle(pushJob, { run: pushDelivery(ctx, keys && webPushSender(keys, agent)), ...pushRetries })
}

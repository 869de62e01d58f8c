import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { route } from '#server/http/route.ts'
import { registerPushJobs, type PushJobOptions } from './jobs.ts'
import { pushSettingsOf, subscribePush, unsubscribePush } from './push-subscriptions.ts'

/** Notifications on a member's devices: turning them on and off per device, and the jobs that send them. */
export default async function pushRoutes(app: FastifyInstance, options: PushJobOptions) {
  registerPushJobs(app, options)
  await route(app, endpoints.getPushSettings, { headers: { 'cache-control': 'no-store' } }, async ({ member }) =>
    pushSettingsOf(app.ctx, member),
  )

  await route(app, endpoints.subscribePush, {}, async ({ member, body }) => {
    await subscribePush(app.ctx, member, body)
    return null
  })

  await route(app, endpoints.unsubscribePush, {}, async ({ member }) => {
    await unsubscribePush(app.ctx, member)
    return null
  })
}

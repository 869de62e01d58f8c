import type { FastifyInstance } from 'fastify'
import { purgeStaleThrottles } from './login-throttle.ts'
import { purgeStaleSessions } from './sessions.ts'

/** Hourly: sessions long expired and login failure counters a day old are deleted. */
export function registerAuthJobs(app: FastifyInstance): void {
  const { ctx } = app
  app.recurringJob('auth.purge', 3_600_000, async () => {
    await purgeStaleSessions(ctx.db, ctx.clock())
    await purgeStaleThrottles(ctx.db, ctx.clock())
  })
}

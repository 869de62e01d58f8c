import type { FastifyInstance } from 'fastify'
import { expireUnfinishedRegistrations } from './registration-expiry.ts'

/**
 * Every ten minutes: registrations not finished within 48 hours are deleted, and the reads the
 * node keeps are dropped when any was.
 */
export function registerRegistrationJobs(app: FastifyInstance): void {
  const { ctx } = app
  app.recurringJob('registration.expire', 600_000, async () => {
    if ((await expireUnfinishedRegistrations(ctx.db, ctx.clock())) > 0) ctx.keptReads?.dropReads()
  })
}

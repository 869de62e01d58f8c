import type { FastifyInstance } from 'fastify'
import { purgeOldLinks } from './email-links.ts'
import { purgeOldCodes } from './one-time-codes.ts'

/** Hourly: one-time codes and e-mail links a day past expiry are deleted. */
export function registerVerificationJobs(app: FastifyInstance): void {
  const { ctx } = app
  app.recurringJob('verification.purge', 3_600_000, async () => {
    await purgeOldCodes(ctx, ctx.clock())
    await purgeOldLinks(ctx, ctx.clock())
  })
}

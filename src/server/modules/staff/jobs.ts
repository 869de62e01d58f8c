import type { FastifyInstance } from 'fastify'
import { purgeOldStaffLinks } from './enrolment-links.ts'

/** Hourly: staff set-up links a day past expiry are deleted. */
export function registerStaffJobs(app: FastifyInstance): void {
  const { ctx } = app
  app.recurringJob('staff.purge', 3_600_000, () => purgeOldStaffLinks(ctx, ctx.clock()))
}

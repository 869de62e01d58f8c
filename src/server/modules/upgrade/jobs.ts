import type { FastifyInstance } from 'fastify'
import { rejectApplicationsWithoutDocuments } from './upgrade-forms.ts'

/**
 * Every ten minutes: applications whose documents did not come within 48 hours are rejected,
 * and the reads the node keeps are dropped when any was.
 */
export function registerUpgradeJobs(app: FastifyInstance): void {
  const { ctx } = app
  app.recurringJob('upgrade.documentsOverdue', 600_000, async () => {
    if ((await rejectApplicationsWithoutDocuments(ctx.db, ctx.clock())) > 0) ctx.keptReads?.dropReads()
  })
}

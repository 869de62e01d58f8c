import type { FastifyInstance } from 'fastify'
import { lapsesTold } from '../documents-due/index.ts'
import { rejectParkingWithoutDocuments } from './parking-lapse.ts'

/**
 * Every ten minutes: parking applications, and changes to approved ones, whose documents did
 * not come within 48 hours are rejected (the members told by push), and the reads the node keeps
 * are dropped when any was.
 */
export function registerParkingJobs(app: FastifyInstance): void {
  const { ctx } = app
  app.recurringJob('parking.documentsOverdue', 600_000, async () => {
    const events: string[] = []
    if ((await rejectParkingWithoutDocuments(ctx.db, ctx.clock(), lapsesTold(ctx, events))) > 0) ctx.keptReads?.dropReads()
    await ctx.events.deliver(events)
  })
}

import type { FastifyInstance } from 'fastify'
import { lapsesTold, type LapseNotice } from '../documents-due/index.ts'
import { passesChanged } from '../wallet/index.ts'
import { remindDocumentsDue } from './document-reminders.ts'
import { rejectApplicationsWithoutDocuments } from './upgrade-forms.ts'

/**
 * Every ten minutes: applications whose documents did not come within 48 hours are rejected (the
 * members told by push), and the reads the node keeps are dropped when any was; members whose
 * documents are due within 24 hours are reminded by push.
 */
export function registerUpgradeJobs(app: FastifyInstance): void {
  const { ctx } = app
  app.recurringJob('upgrade.documentsOverdue', 600_000, async () => {
    const events: string[] = []
    const tell: LapseNotice = async (tx, memberIds, what) => {
      await lapsesTold(ctx, events)(tx, memberIds, what)
      await passesChanged(ctx, tx, memberIds, 'tier')
    }
    if ((await rejectApplicationsWithoutDocuments(ctx.db, ctx.clock(), tell)) > 0) ctx.keptReads?.dropReads()
    await ctx.events.deliver(events)
  })
  // Its name is older than its place here: metrics and logs know it by it.
  app.recurringJob('push.documentsDue', 600_000, async () => {
    await remindDocumentsDue(ctx)
  })
}

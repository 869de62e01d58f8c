import type { FastifyInstance } from 'fastify'
import { lapsePushes, sendQueuedPushes } from '../push/push-deliveries.ts'
import { passesChanged } from '../wallet/wallet-passes.ts'
import { rejectApplicationsWithoutDocuments, type LapseNotice } from './upgrade-forms.ts'

/**
 * Every ten minutes: applications whose documents did not come within 48 hours are rejected (the
 * members told by push), and the reads the node keeps are dropped when any was.
 */
export function registerUpgradeJobs(app: FastifyInstance): void {
  const { ctx } = app
  app.recurringJob('upgrade.documentsOverdue', 600_000, async () => {
    const pushes: string[] = []
    const tell: LapseNotice = async (tx, memberIds, what) => {
      await lapsePushes(ctx, pushes)(tx, memberIds, what)
      await passesChanged(ctx, tx, memberIds, 'tier')
    }
    if ((await rejectApplicationsWithoutDocuments(ctx.db, ctx.clock(), tell)) > 0) ctx.keptReads?.dropReads()
    await sendQueuedPushes(ctx.jobs, pushes)
  })
}

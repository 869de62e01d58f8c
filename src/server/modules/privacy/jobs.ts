import type { FastifyInstance } from 'fastify'
import { doublingBackoff } from '#server/jobs/job-queue.ts'
import { closeDueAccounts } from './account-closing.ts'
import { prepareDataExport, prepareExportJob, purgeExpiredExports } from './data-exports.ts'

/**
 * A copy of a member's data is prepared as a job (retried after 30 s, doubling, for about an
 * hour); every hour copies past their 7 days are deleted; every ten minutes the accounts whose
 * notice has ended are erased.
 */
export function registerPrivacyJobs(app: FastifyInstance): void {
  const { ctx } = app
  ctx.jobs.handle(prepareExportJob, {
    maxAttempts: 8,
    retryAfterMs: doublingBackoff(30_000, 900_000),
    run: (payload) => prepareDataExport(ctx, payload as { memberId: string; exportId: string }),
  })
  app.recurringJob('privacy.purgeExports', 3_600_000, () => purgeExpiredExports(ctx))
  app.recurringJob('privacy.closeAccounts', 600_000, async () => {
    await closeDueAccounts(ctx)
  })
}

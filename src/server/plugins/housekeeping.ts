import fp from 'fastify-plugin'
import type { ServiceContext } from '../context.ts'
import { purgeExpiredIdempotencyRecords, releaseClaimsOfGoneProcesses } from '../lib/idempotency.ts'
import { purgeStaleThrottles } from '../modules/auth/login-throttle.ts'
import { purgeStaleSessions } from '../modules/auth/sessions.ts'
import { rejectParkingWithoutDocuments } from '../modules/parking/parking-applications.ts'
import { expireUnfinishedRegistrations } from '../modules/registration/registration-expiry.ts'
import { rejectApplicationsWithoutDocuments } from '../modules/upgrade/upgrade-forms.ts'
import { purgePartialUploads, purgeUnrecordedFiles } from '../modules/upload/service.ts'
import { purgeUnattachedFiles } from '../modules/upload/unattached-uploads.ts'
import { purgeOldStaffLinks } from '../modules/staff/enrolment-links.ts'
import { purgeOldLinks } from '../modules/verification/email-links.ts'
import { purgeOldCodes } from '../modules/verification/one-time-codes.ts'
import { purgeStaleSendThrottles } from '../lib/send-throttle.ts'
import { purgeFailedJobs } from '../jobs/job-queue.ts'
import { purgeOldOutbox } from '../notify/outbox-driver.ts'

const minuteMs = 60_000

/**
 * Deletes what no longer counts: sessions long expired, failure and send counters a day old,
 * one-time codes and e-mail links (members' and staff set-up links) a day past expiry, uploads no
 * application has a day after they came, partial files of cut-off uploads, idempotency records
 * past their time, and failed jobs and outbox messages a week old.
 */
async function purge(ctx: ServiceContext): Promise<void> {
  const now = ctx.clock()
  await purgeStaleSessions(ctx.db, now)
  await purgeStaleThrottles(ctx.db, now)
  await purgeStaleSendThrottles(ctx.db, now)
  await purgeOldCodes(ctx, now)
  await purgeOldLinks(ctx, now)
  await purgeOldStaffLinks(ctx, now)
  await purgeUnattachedFiles(ctx, now)
  await purgePartialUploads(ctx)
  await purgeExpiredIdempotencyRecords(ctx.db, now)
  await purgeFailedJobs(ctx.db, now)
  await purgeOldOutbox(ctx.db, now)
}

/**
 * Timed work as recurring jobs in the database (a rule that changed applications or members
 * drops the reads the node keeps at once): one node runs each at a time, and a restart
 * keeps its schedule. The clean-up runs hourly; upgrade and parking applications whose
 * documents did not come within 48 hours are rejected, and registrations not finished within
 * 48 hours deleted, within ten minutes of their time.
 */
export default fp(
  async (app) => {
    const { ctx } = app
    const noRetry = { maxAttempts: 1, retryAfterMs: () => 0 }
    ctx.jobs.handle('housekeeping.purge', { ...noRetry, run: () => purge(ctx) })
    ctx.jobs.handle('upgrade.documentsOverdue', {
      ...noRetry,
      run: async () => {
        if ((await rejectApplicationsWithoutDocuments(ctx.db, ctx.clock())) > 0) ctx.keptReads?.dropReads()
      },
    })
    ctx.jobs.handle('parking.documentsOverdue', {
      ...noRetry,
      run: async () => {
        if ((await rejectParkingWithoutDocuments(ctx.db, ctx.clock())) > 0) ctx.keptReads?.dropReads()
      },
    })
    ctx.jobs.handle('registration.expire', {
      ...noRetry,
      run: async () => {
        if ((await expireUnfinishedRegistrations(ctx.db, ctx.clock())) > 0) ctx.keptReads?.dropReads()
      },
    })
    app.addHook('onReady', async () => {
      // Work left by a process of this machine that stopped: released now, not after its lease.
      await releaseClaimsOfGoneProcesses(ctx.db).catch((error: unknown) =>
        app.log.error({ err: error }, 'releasing idempotency claims failed'),
      )
      await purgePartialUploads(ctx).catch((error: unknown) => app.log.error({ err: error }, 'removing partial uploads failed'))
      await purgeUnrecordedFiles(ctx).catch((error: unknown) => app.log.error({ err: error }, 'removing unrecorded files failed'))
      await ctx.jobs.recur('housekeeping.purge', 60 * minuteMs)
      await ctx.jobs.recur('upgrade.documentsOverdue', 10 * minuteMs)
      await ctx.jobs.recur('parking.documentsOverdue', 10 * minuteMs)
      await ctx.jobs.recur('registration.expire', 10 * minuteMs)
      // Whatever fell due while no node ran (messages to retry, rules past their time) goes now.
      await ctx.jobs.runDue()
      ctx.jobs.start()
    })
  },
  { name: 'housekeeping', dependencies: ['service-context'] },
)

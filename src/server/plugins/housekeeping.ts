import fp from 'fastify-plugin'
import type { ServiceContext } from '../context.ts'
import { purgeExpiredIdempotencyRecords } from '../shared-state/idempotency.ts'
import { purgeGoneNodes } from '../shared-state/node-presence.ts'
import { purgeStaleSendThrottles } from '../shared-state/send-throttle.ts'
import { purgeFailedJobs } from '../jobs/job-queue.ts'
import { purgeOldOutbox } from '../notify/outbox-driver.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `run` every `everyMs` as a recurring job kept in the database: one node runs it at a
     * time, a restart keeps its schedule, and a failed run is not retried before its next time.
     * A module registers its own timed work with it while the portal is being built.
     */
    recurringJob: (name: string, everyMs: number, run: () => Promise<void>) => void
  }
}

const hourMs = 3_600_000

/**
 * What no module owns and no longer counts: send counters a day old, idempotency records past
 * their time, nodes gone a day ago, and failed jobs and outbox messages a week old.
 */
async function purgeSharedRecords(ctx: ServiceContext): Promise<void> {
  const now = ctx.clock()
  await purgeStaleSendThrottles(ctx.db, now)
  await purgeExpiredIdempotencyRecords(ctx.db, now)
  await purgeGoneNodes(ctx.db)
  await purgeFailedJobs(ctx.db, now)
  await purgeOldOutbox(ctx.db, now)
}

/**
 * The scheduling of timed work: the recurring jobs the modules register start once the portal is
 * ready, after whatever fell due while no node ran has gone.
 */
export default fp(
  async (app) => {
    const { ctx } = app
    const schedule = new Map<string, number>()
    app.decorate('recurringJob', (name: string, everyMs: number, run: () => Promise<void>) => {
      ctx.jobs.handle(name, { maxAttempts: 1, retryAfterMs: () => 0, run })
      schedule.set(name, everyMs)
    })
    app.recurringJob('housekeeping.purge', hourMs, () => purgeSharedRecords(ctx))
    app.addHook('onReady', async () => {
      for (const [name, everyMs] of schedule) await ctx.jobs.recur(name, everyMs)
      // Whatever fell due while no node ran (messages to retry, rules past their time) goes now.
      await ctx.jobs.runDue()
      ctx.jobs.start()
    })
  },
  { name: 'housekeeping', dependencies: ['service-context'] },
)

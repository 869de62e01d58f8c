import fp from 'fastify-plugin'
import { purgeExpiredIdempotencyRecords, releaseClaimsOfGoneProcesses } from '../lib/idempotency.ts'
import { purgeStaleThrottles } from '../modules/auth/login-throttle.ts'
import { purgeStaleSessions } from '../modules/auth/sessions.ts'
import { rejectApplicationsWithoutDocuments } from '../modules/upgrade/upgrade-forms.ts'
import { purgePartialUploads, purgeUnclaimedFiles } from '../modules/upload/service.ts'
import { purgeOldLinks } from '../modules/verification/email-links.ts'
import { purgeOldCodes } from '../modules/verification/one-time-codes.ts'
import { purgeStaleSendThrottles } from '../lib/send-throttle.ts'

const everyHour = 3_600_000

/**
 * Deletes what no longer counts: sessions long expired, failure and send counters a day old,
 * one-time codes and e-mail links a day past expiry, registration uploads nobody claimed,
 * partial files of cut-off uploads, idempotency records past their time. Rejects upgrade
 * applications whose documents did not come within 48 hours.
 * Every node may do it; the deletes are the same whoever runs them.
 */
export default fp(
  async (app) => {
    const purge = async () => {
      const now = app.ctx.clock()
      try {
        await purgeStaleSessions(app.ctx.db, now)
        await purgeStaleThrottles(app.ctx.db, now)
        await purgeStaleSendThrottles(app.ctx.db, now)
        await purgeOldCodes(app.ctx, now)
        await purgeOldLinks(app.ctx, now)
        await purgeUnclaimedFiles(app.ctx, now)
        await purgePartialUploads(app.ctx)
        await purgeExpiredIdempotencyRecords(app.ctx.db, now)
        await rejectApplicationsWithoutDocuments(app.ctx.db, now)
      } catch (error) {
        app.log.error({ err: error }, 'housekeeping failed')
      }
    }
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      await releaseClaimsOfGoneProcesses(app.ctx.db).catch((error: unknown) =>
        app.log.error({ err: error }, 'releasing idempotency claims failed'),
      )
      await purge()
      timer = setInterval(() => void purge(), everyHour).unref()
    })
    app.addHook('onClose', async () => clearInterval(timer))
  },
  { name: 'housekeeping', dependencies: ['service-context'] },
)

import fp from 'fastify-plugin'
import { purgeExpiredIdempotencyRecords } from '../lib/idempotency.ts'
import { purgeStaleThrottles } from '../modules/auth/login-throttle.ts'
import { purgeStaleSessions } from '../modules/auth/sessions.ts'
import { purgeUnclaimedFiles } from '../modules/upload/service.ts'
import { purgeOldLinks } from '../modules/verification/email-links.ts'
import { purgeOldCodes } from '../modules/verification/one-time-codes.ts'
import { purgeStaleSendThrottles } from '../lib/send-throttle.ts'

const everyHour = 3_600_000

/**
 * Deletes what no longer counts: sessions long expired, failure and send counters a day old,
 * one-time codes and e-mail links a day past expiry, registration uploads nobody claimed,
 * idempotency records past their time.
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
        await purgeExpiredIdempotencyRecords(app.ctx.db, now)
      } catch (error) {
        app.log.error({ err: error }, 'housekeeping failed')
      }
    }
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      await purge()
      timer = setInterval(() => void purge(), everyHour).unref()
    })
    app.addHook('onClose', async () => clearInterval(timer))
  },
  { name: 'housekeeping', dependencies: ['service-context'] },
)

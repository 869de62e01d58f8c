import type { ServiceContext } from '#server/context.ts'
import { pushRetries, queuePushes, sendQueuedPushes } from './push-deliveries.ts'
import type { PushNotice } from './push-notices.ts'

/**
 * The events a member is told of by push: a decision, the 48-hour rule's rejection, documents
 * due, a receipt stored. Each event's pushes are kept in a transaction of their own, one job per
 * device, and tried at once. Nothing listens while Web Push is not configured, so that no event
 * is kept for nobody.
 */
export function listenForPushes(ctx: Pick<ServiceContext, 'events' | 'jobs' | 'config' | 'clock' | 'db'>): void {
  if (!ctx.config.push) return
  const tell = async (memberId: string, notice: PushNotice) => {
    const ids = await ctx.db.transaction((tx) => queuePushes(ctx, tx, memberId, notice))
    await sendQueuedPushes(ctx.jobs, ids)
  }
  const listener = { listener: 'push', ...pushRetries }
  ctx.events.listen('application.decided', {
    ...listener,
    run: ({ memberId, application, status }) =>
      tell(memberId, { kind: `${application}${status === 'approved' ? 'Approved' : 'Rejected'}` }),
  })
  ctx.events.listen('application.lapsed', {
    ...listener,
    run: ({ memberId, application }) => tell(memberId, { kind: `${application}Rejected` }),
  })
  ctx.events.listen('application.documentsDue', {
    ...listener,
    run: ({ memberId, application }) => tell(memberId, { kind: `${application}DocumentsDue` }),
  })
  ctx.events.listen('receipt.accepted', {
    ...listener,
    run: ({ memberId, event, receiptId }) => tell(memberId, { kind: 'receiptAccepted', event, receiptId }),
  })
}

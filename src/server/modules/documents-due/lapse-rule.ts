import type { ServiceContext } from '#server/context.ts'
import type { Tx } from '#server/db/retrying-transaction.ts'

/** An application waits this long for its documents before it is rejected. */
export const documentsDueMs = 48 * 3_600_000

/** Applications the 48-hour rule rejects in one transaction; a backlog goes over several runs. */
export const lapseBatch = 500

/** Tells the members whose applications the 48-hour rule rejected, inside the rule's transaction. */
export type LapseNotice = (tx: Tx, memberIds: readonly string[], what: 'upgrade' | 'parking' | 'parkingChange') => Promise<void>

/**
 * The 48-hour rule's rejections as events, kept in the rule's transaction; their ids are
 * collected into `kept`, to be delivered once it commits.
 */
export const lapsesTold =
  (ctx: Pick<ServiceContext, 'events'>, kept: string[]): LapseNotice =>
  async (tx, memberIds, application) => {
    for (const memberId of memberIds) {
      kept.push(...(await ctx.events.emit(tx, { name: 'application.lapsed', memberId, application })))
    }
  }

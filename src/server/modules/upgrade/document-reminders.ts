import { and, eq, exists, gt, lt, lte, notExists, type SQL } from 'drizzle-orm'
import type { ServiceContext } from '#server/context.ts'
import type { EventOf } from '#server/jobs/domain-events.ts'
import { documentReminders, parkingApplications, parkingChanges, pushSubscriptions, upgradeForms } from '#server/db/schema.ts'
import { documentsDueMs, lapseBatch } from '../documents-due/index.ts'

/** The reminder goes when this much of the 48 hours is left. */
const remindBeforeMs = 24 * 3_600_000
/** A reminder is remembered past the end of its application's wait, then forgotten. */
const keepRemindersMs = 3 * 24 * 3_600_000

type Waiting = {
  table: typeof upgradeForms | typeof parkingApplications | typeof parkingChanges
  application: EventOf<'application.documentsDue'>['application']
  waits: SQL
}

/**
 * Every 48-hour wait for documents: an upgrade application from when it was made, a parking
 * application and a change to an approved one from when they were sent (as the lapse rules count).
 */
const waitingKinds = (from: Date, until: Date): Waiting[] => [
  {
    table: upgradeForms,
    application: 'upgrade',
    waits: and(eq(upgradeForms.status, 'applied'), gt(upgradeForms.createdAt, from), lte(upgradeForms.createdAt, until))!,
  },
  ...[parkingApplications, parkingChanges].map((table) => ({
    table,
    application: 'parking' as const,
    waits: and(
      eq(table.status, table === parkingChanges ? 'pending' : 'applied'),
      gt(table.documentsToFollow, 0),
      gt(table.termsAcceptedAt, from),
      lte(table.termsAcceptedAt, until),
    )!,
  })),
]

/**
 * Tells members (push hears the event) that documents they still owe are due within 24 hours.
 * Each application is reminded once, whichever node runs this and however often: its reminder is
 * recorded in the transaction that keeps the event. Only members with a device to push to are
 * looked at.
 * Answers how many applications were reminded.
 */
export async function remindDocumentsDue(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock()
  const from = new Date(now.getTime() - documentsDueMs)
  const until = new Date(now.getTime() - (documentsDueMs - remindBeforeMs))
  let reminded = 0
  for (const { table, application: kind, waits } of waitingKinds(from, until)) {
    const due = await ctx.db
      .select({ id: table.id, memberId: table.memberId })
      .from(table)
      .where(
        and(
          waits,
          notExists(ctx.db.select().from(documentReminders).where(eq(documentReminders.applicationId, table.id))),
          exists(ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, table.memberId))),
        ),
      )
      .limit(lapseBatch)
    for (const application of due) {
      const events = await ctx.db.transaction(async (tx) => {
        const [first] = await tx
          .insert(documentReminders)
          .values({ applicationId: application.id, remindedAt: now })
          .onConflictDoNothing()
          .returning({ id: documentReminders.applicationId })
        const due = { name: 'application.documentsDue', memberId: application.memberId, application: kind } as const
        return first ? ctx.events.emit(tx, due) : []
      })
      if (events.length > 0) reminded += 1
      await ctx.events.deliver(events)
    }
  }
  await ctx.db.delete(documentReminders).where(lt(documentReminders.remindedAt, new Date(now.getTime() - keepRemindersMs)))
  return reminded
}

import { and, asc, eq, ne } from 'drizzle-orm'
import type { ApplicationHistory } from '#contract/schemas/application-history'
import type { Db } from '#server/db/database.ts'
import type { parkingApplications } from '#server/db/schema.ts'
import { parkingChanges } from '#server/db/schema.ts'

type Executor = Pick<Db, 'select'>
type ApplicationRow = typeof parkingApplications.$inferSelect

/**
 * What happened to a parking application since it was last sent: documents that came after it
 * (until it was decided: those of an approved change come with the change), its decision or
 * withdrawal, and for an approved one each change asked for that the member did not take back.
 */
export async function parkingHistory(
  db: Executor,
  application: ApplicationRow,
  attachedTimes: readonly string[],
): Promise<ApplicationHistory> {
  const sent = application.termsAcceptedAt.toISOString()
  const decided = application.decidedAt?.toISOString()
  const history: ApplicationHistory = [
    { event: 'sent', at: sent },
    ...[...new Set(attachedTimes)]
      .filter((at) => at > sent && (decided === undefined || at <= decided))
      .map((at) => ({ event: 'documentsReceived' as const, at })),
  ]
  if ((application.status === 'approved' || application.status === 'rejected') && decided) {
    history.push({ event: application.status, at: decided })
  }
  if (application.status === 'withdrawn' && application.withdrawnAt) {
    history.push({ event: 'withdrawn', at: application.withdrawnAt.toISOString() })
  }
  if (application.status === 'approved') {
    const changes = await db
      .select({ sentAt: parkingChanges.termsAcceptedAt, status: parkingChanges.status, decidedAt: parkingChanges.decidedAt })
      .from(parkingChanges)
      .where(and(eq(parkingChanges.applicationId, application.id), ne(parkingChanges.status, 'withdrawn')))
      .orderBy(asc(parkingChanges.createdAt))
    for (const change of changes) {
      history.push({ event: 'changeSent', at: change.sentAt.toISOString() })
      if (change.decidedAt && (change.status === 'approved' || change.status === 'rejected')) {
        history.push({
          event: change.status === 'approved' ? 'changeApproved' : 'changeRejected',
          at: change.decidedAt.toISOString(),
        })
      }
    }
  }
  return history.sort((a, b) => a.at.localeCompare(b.at))
}

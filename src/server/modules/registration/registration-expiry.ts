import { and, eq, inArray, lt } from 'drizzle-orm'
import { unfinishedRegistrationHours } from '#contract/verification'
import type { Db } from '#server/db/database.ts'
import { members, referralCodes } from '#server/db/schema.ts'
import { hourMs } from '#server/shared-state/send-throttle.ts'
import { deleteMembers } from '../members/index.ts'

/** Registrations deleted in one transaction; a backlog goes over several runs. */
const batchSize = 500

/**
 * Deletes registrations not finished within their time, so that what they claimed (a phone,
 * an e-mail address) cannot be held by someone who never proves it. Their addresses, codes,
 * links and applications go with them; their uploads become unclaimed and are purged; a
 * referral code one of them used up may be given again. Answers how many were deleted.
 */
export async function expireUnfinishedRegistrations(db: Db, now: Date): Promise<number> {
  const begunBefore = new Date(now.getTime() - unfinishedRegistrationHours * hourMs)
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.registrationPending, true), lt(members.createdAt, begunBefore)))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    const ids = lapsed.map(({ id }) => id)
    if (ids.length === 0) return 0
    await tx.update(referralCodes).set({ usedAt: null, usedByMemberId: null }).where(inArray(referralCodes.usedByMemberId, ids))
    await deleteMembers(tx, ids)
    return ids.length
  })
}

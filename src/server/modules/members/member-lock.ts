import { asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '#server/db/retrying-transaction.ts'
import { members, type parkingApplications, type parkingChanges, type upgradeForms } from '#server/db/schema.ts'

/*
 * One lock order for a member's applications: the member row first, then the application.
 * The member's own calls (apply, attach a document), a reviewer's decision and the 48-hour
 * rule all take them so; two transactions taking the same two rows in opposite orders would
 * wait on each other until PostgreSQL ends one of them.
 */

/** Locks the member row: one member's applications change one transaction after another. */
export async function lockMember(tx: Tx, memberId: string) {
  const [member] = await tx
    .select({ tier: members.tier, registrationPending: members.registrationPending })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update')
  return member
}

/** Locks several members' rows, always in the same order, before any of their applications. */
export async function lockMembers(tx: Tx, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length === 0) return
  await tx
    .select({ id: members.id })
    .from(members)
    .where(inArray(members.id, [...memberIds]))
    .orderBy(asc(members.id))
    .for('update')
}

type ApplicationTable = typeof upgradeForms | typeof parkingApplications | typeof parkingChanges

/**
 * Locks the member of the application (or of the change to one) with this id, before the caller
 * locks the application itself; answers the member, or undefined when there is no such one.
 */
export async function lockOwnerOf(tx: Tx, table: ApplicationTable, id: string) {
  const [owner] = await tx.select({ memberId: table.memberId }).from(table).where(eq(table.id, id))
  return owner ? lockMember(tx, owner.memberId) : undefined
}

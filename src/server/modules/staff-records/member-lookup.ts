import { and, count, desc, eq, gt, ilike, isNull, or } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import type { StaffSession } from '#contract/schemas/staff'
import type { MemberListItem, MemberRecord } from '#contract/schemas/staff-records'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { likeLiteral } from '#server/db/like-pattern.ts'
import { countryCodes, members, sessions } from '#server/db/schema.ts'
import { historyOf } from '../application-history/index.ts'
import { memberSearch, memberSummaryColumns, memberSummaryOf, profileOf, queueAccountNotice } from '../members/index.ts'
import { endMemberPasskeys } from '../passkeys/index.ts'
import { consentsOf } from '../privacy/index.ts'
import { recordAudit } from '../audit/index.ts'
import { receiptsOf } from './receipt-records.ts'

const searchPage = 50

/** A member as the console lists them: who they are, and the state of their account. */
const listedColumns = {
  ...memberSummaryColumns,
  status: members.status,
  registrationPending: members.registrationPending,
  createdAt: members.createdAt,
}

const selectListed = (db: Db) =>
  db.select(listedColumns).from(members).innerJoin(countryCodes, eq(countryCodes.id, members.countryCodeId))

const listedOf = (
  row: Parameters<typeof memberSummaryOf>[0] & Pick<typeof members.$inferSelect, 'status' | 'registrationPending' | 'createdAt'>,
): MemberListItem => ({
  ...memberSummaryOf(row),
  status: row.status,
  registrationPending: row.registrationPending,
  registeredAt: row.createdAt.toISOString(),
})

/**
 * Members by member ID, phone or e-mail (from their start) or any part of a name; without a
 * search, the newest registrations.
 */
export async function searchMembers(db: Db, q: string): Promise<{ items: MemberListItem[]; more: boolean }> {
  const byEmail = q.length >= 3 ? ilike(members.emailAddress, `${likeLiteral(q)}%`) : undefined
  const rows = await selectListed(db)
    .where(q ? or(memberSearch(q), byEmail) : undefined)
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(searchPage + 1)
  return { items: rows.slice(0, searchPage).map(listedOf), more: rows.length > searchPage }
}

const openSessionOf = (memberId: string, now: Date) =>
  and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))

/** The member as staff read them: profile and card, every application and receipt, open sessions, consents. */
export async function memberRecord(db: Db, memberId: string, lang: Lang, now: Date): Promise<MemberRecord | undefined> {
  const [listed] = await selectListed(db).where(eq(members.id, memberId))
  const profile = listed && (await profileOf(db, memberId, now))
  if (!listed || !profile) return undefined
  const [open] = await db.select({ count: count() }).from(sessions).where(openSessionOf(memberId, now))
  return {
    member: { ...listedOf(listed), openSessions: open?.count ?? 0 },
    profile,
    applications: await historyOf(db, memberId, lang),
    receipts: await receiptsOf(db, { memberId }),
    consents: await consentsOf(db, memberId),
  }
}

/**
 * Ends every open session of a member (a compromised account): each device asks for a login
 * at its next call, and the member's passkeys are removed; the member is e-mailed (which passkeys
 * went, or that every device was logged out).
 * Answers how many sessions were open; undefined when there is no such member.
 */
export async function endMemberSessions(
  ctx: ServiceContext,
  staff: StaffSession,
  memberId: string,
): Promise<{ ended: number } | undefined> {
  const now = ctx.clock()
  const done = await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select({ clubMemberId: members.clubMemberId }).from(members).where(eq(members.id, memberId))
    if (!member) return undefined
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(openSessionOf(memberId, now))
      .returning({ tokenHash: sessions.tokenHash })
    await recordAudit(tx, now, {
      actor: staff,
      action: 'member.endSessions',
      target: { kind: 'member', id: memberId },
      before: { clubMemberId: member.clubMemberId, openSessions: ended.length },
      after: { openSessions: 0 },
    })
    // The passkeys' notice says the sessions ended too: one e-mail either way, none when nothing ended.
    const job =
      (await endMemberPasskeys(ctx, tx, memberId, 'sessionsEnded', staff)) ??
      (ended.length > 0 ? await queueAccountNotice(ctx, tx, memberId, 'sessionsEnded') : null)
    return { ended: ended.length, job }
  })
  if (!done) return undefined
  if (done.job) await ctx.notifier.sendQueued(done.job)
  return { ended: done.ended }
}

/** Written when a reviewer opens a member's page: personal data read is on record. */
export const recordMemberView = (db: Db, staff: StaffSession, memberId: string, now: Date) =>
  recordAudit(db, now, { actor: staff, action: 'member.view', target: { kind: 'member', id: memberId } })

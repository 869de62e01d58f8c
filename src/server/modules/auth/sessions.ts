import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import type { LoginAnswer } from '#contract/schemas/auth'
import type { MemberCache } from '#server/cache/member-cache.ts'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { members, sessions } from '#server/db/schema.ts'
import type { Caller } from '#server/shared-state/address-limits.ts'

const hourMs = 3_600_000
const dayMs = 24 * hourMs

/** 256 random bits, sent once to the client; the server keeps only their SHA-256. */
const newSessionToken = (): string => randomBytes(32).toString('base64url')
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Who a login opens a session for: the address it came from (counted by the address limits) and the browser it names. */
export interface LoginClient extends Caller {
  userAgent: string | undefined
}

/** A member signed in, by password or by passkey: a session of the configured length, and the answer both give. */
export async function openMemberSession(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  memberId: string,
  client: LoginClient,
  now: Date,
): Promise<LoginAnswer> {
  const token = newSessionToken()
  await ctx.db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    memberId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.sessionTtlDays * dayMs),
    userAgent: client.userAgent?.slice(0, 300),
    ipAddress: client.ip,
  })
  return { token, id: memberId }
}

export type SessionLookup =
  { status: 'valid'; memberId: string; tokenHash: string; expiresAt: Date } | { status: 'expired' } | { status: 'invalid' }

/** The session row and its member's state; prepared once per database, since every member call asks it. */
const sessionQuery = preparedPerDatabase((db) =>
  db
    .select({
      memberId: sessions.memberId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastSeenAt: sessions.lastSeenAt,
      memberStatus: members.status,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('find_session'),
)

/** Refreshes in progress, by token: many calls of one member at once write the new expiry once. */
const refreshes = new Map<string, Promise<Date>>()

function slideExpiry(db: Db, tokenHash: string, now: Date, ttlDays: number): Promise<Date> {
  let refresh = refreshes.get(tokenHash)
  if (!refresh) {
    const expiresAt = new Date(now.getTime() + ttlDays * dayMs)
    refresh = db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(eq(sessions.tokenHash, tokenHash))
      .then(() => expiresAt)
      .finally(() => refreshes.delete(tokenHash))
    refreshes.set(tokenHash, refresh)
  }
  return refresh
}

/**
 * A session is valid until it expires or is revoked, and while its member is active. Use
 * slides the expiry forward, written at most once an hour to keep reads cheap. A valid
 * session is kept in the member cache, which every change to the session or member clears.
 */
export async function findSession(db: Db, cache: MemberCache, token: string, now: Date, ttlDays: number): Promise<SessionLookup> {
  const tokenHash = hashSessionToken(token)
  let session = cache.session(tokenHash)
  if (!session) {
    const query = sessionQuery(db)
    const mark = cache.mark()
    const [row] = await query.execute({ tokenHash })
    if (!row || row.revokedAt || row.memberStatus !== 'active') return { status: 'invalid' }
    session = { memberId: row.memberId, expiresAt: row.expiresAt, lastSeenAt: row.lastSeenAt }
    cache.storeSession(tokenHash, session, mark)
  }
  if (session.expiresAt <= now) return { status: 'expired' }
  if (now.getTime() - session.lastSeenAt.getTime() >= hourMs) {
    const expiresAt = await slideExpiry(db, tokenHash, now, ttlDays)
    // Until the change is announced, the kept copy stops asking for another refresh.
    session.lastSeenAt = now
    session.expiresAt = expiresAt
  }
  return { status: 'valid', memberId: session.memberId, tokenHash, expiresAt: session.expiresAt }
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
}

/** Ends every open session of the member but the one asking; answers how many ended. */
export async function endOtherSessions(
  db: Pick<Db, 'update'>,
  member: { id: string; tokenHash: string },
  now: Date,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, member.id), ne(sessions.tokenHash, member.tokenHash), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash })
  return ended.length
}

/** A session's name as its member's devices see it: not its token, nor the hash the database finds it by. */
export const deviceIdOf = (tokenHash: string): string =>
  createHash('sha256').update(`device:${tokenHash}`).digest('base64url').slice(0, 22)

/** The member's sessions still open, newest use first. */
export async function openSessionsOf(db: Db, memberId: string, now: Date) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
}

/** Sessions long past use are of no further interest; called at start-up. */
export async function purgeStaleSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 30 * dayMs)))
}

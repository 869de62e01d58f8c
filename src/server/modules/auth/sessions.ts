import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { members, sessions } from '../../db/schema.ts'

const hourMs = 3_600_000
const dayMs = 24 * hourMs

/** 256 random bits, sent once to the client; the server keeps only their SHA-256. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url')
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex')

export async function createSession(
  db: Db,
  input: { memberId: string; ttlDays: number; now: Date; userAgent?: string | undefined; ipAddress?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken()
  const expiresAt = new Date(input.now.getTime() + input.ttlDays * dayMs)
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    memberId: input.memberId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300),
    ipAddress: input.ipAddress,
  })
  return { token, expiresAt }
}

export type SessionLookup =
  | { status: 'valid'; memberId: string; tokenHash: string; expiresAt: Date }
  | { status: 'expired' }
  | { status: 'invalid' }

/**
 * A session is valid until it expires or is revoked, and while its member is active.
 * Use slides the expiry forward, written at most once an hour to keep reads cheap.
 */
export async function findSession(db: Db, token: string, now: Date, ttlDays: number): Promise<SessionLookup> {
  const tokenHash = hashSessionToken(token)
  const [row] = await db
    .select({
      memberId: sessions.memberId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastSeenAt: sessions.lastSeenAt,
      memberStatus: members.status,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, tokenHash))
  if (!row || row.revokedAt || row.memberStatus !== 'active') return { status: 'invalid' }
  if (row.expiresAt <= now) return { status: 'expired' }
  if (now.getTime() - row.lastSeenAt.getTime() < hourMs) {
    return { status: 'valid', memberId: row.memberId, tokenHash, expiresAt: row.expiresAt }
  }
  const expiresAt = new Date(now.getTime() + ttlDays * dayMs)
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash))
  return { status: 'valid', memberId: row.memberId, tokenHash, expiresAt }
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
}

/** Sessions long past use are of no further interest; called at start-up. */
export async function purgeStaleSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 30 * dayMs)))
}

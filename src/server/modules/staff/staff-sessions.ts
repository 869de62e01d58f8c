import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '#server/db/database.ts'
import { staffAccounts, staffSessions } from '#server/db/schema.ts'
import type { KeptStaffSession } from '#server/cache/staff-session-cache.ts'

/** A staff session ends after 30 minutes without a call, and 12 hours after sign-in however active. */
const staffIdleMs = 30 * 60_000
const staffAbsoluteMs = 12 * 3_600_000

/** Sent to staff calls only: member calls and pages never carry it. */
export const staffCookieName = 'club_staff'
const cookiePath = '/api/staff'

export const staffTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createStaffSession(db: Pick<Db, 'insert'>, staffId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(staffSessions).values({
    tokenHash: staffTokenHash(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + staffAbsoluteMs),
  })
  return token
}

/**
 * How often a call writes its session's last-seen time: the idle limit is half an hour, so a
 * minute's lag costs no one, and most calls then only read.
 */
export const staffTouchEveryMs = 60_000

/**
 * The session of a token that is neither revoked, nor idle too long, nor past its absolute
 * end, of an account still enabled; the call counts as activity.
 */
export async function findStaffSession(db: Db, tokenHash: string, now: Date): Promise<KeptStaffSession | undefined> {
  const [found] = await db
    .select({
      id: staffAccounts.id,
      name: staffAccounts.name,
      email: staffAccounts.email,
      role: staffAccounts.role,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        isNull(staffAccounts.disabledAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - staffIdleMs)),
      ),
    )
  if (!found) return undefined
  const { lastSeenAt, expiresAt, ...staff } = found
  if (now.getTime() - lastSeenAt.getTime() < staffTouchEveryMs) return { staff, lastSeenAt, expiresAt }
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash))
  return { staff, lastSeenAt: now, expiresAt }
}

export async function revokeStaffSession(db: Pick<Db, 'update'>, token: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(eq(staffSessions.tokenHash, staffTokenHash(token)))
}

/**
 * Ends every open session of an account (but the one of `keep`, the caller's own, when given):
 * each cookie is refused at its next call. Answers how many ended.
 */
export async function endStaffSessions(db: Pick<Db, 'update'>, staffId: string, now: Date, keep?: string): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        keep ? ne(staffSessions.tokenHash, staffTokenHash(keep)) : undefined,
      ),
    )
    .returning({ tokenHash: staffSessions.tokenHash })
  return ended.length
}

export function staffTokenOf(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=')
    if (name === staffCookieName) {
      const token = value.join('=')
      return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : undefined
    }
  }
  return undefined
}

/** httpOnly (no script reads it), SameSite=Strict (no other site's request carries it), Secure over HTTPS. */
export function setStaffCookie(reply: FastifyReply, token: string, secure: boolean): void {
  const attributes = [`Path=${cookiePath}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])]
  reply.header('set-cookie', `${staffCookieName}=${token}; Max-Age=${staffAbsoluteMs / 1000}; ${attributes.join('; ')}`)
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean): void {
  const attributes = [`Path=${cookiePath}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])]
  reply.header('set-cookie', `${staffCookieName}=; Max-Age=0; ${attributes.join('; ')}`)
}

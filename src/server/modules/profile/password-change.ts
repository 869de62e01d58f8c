import { and, eq, isNull, ne } from 'drizzle-orm'
import { ReturnCode } from '#contract/return-codes'
import type { ChangePasswordRequest } from '#contract/schemas/profile'
import type { ServiceContext } from '#server/context.ts'
import { members, sessions } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { hashPassword, verifyPassword } from '#server/lib/passwords.ts'
import { clearFailures, reserveAttempt, throttlePolicies, tooManyAttempts } from '../auth/login-throttle.ts'

/**
 * changePassword: the current password must be right (611 otherwise), guessed no more often
 * than at login, so a stolen session cannot find it out. The new password ends every other
 * session of the member; this one stays.
 */
export async function changePassword(
  ctx: ServiceContext,
  member: { id: string; tokenHash: string },
  change: ChangePasswordRequest,
): Promise<void> {
  const now = ctx.clock()
  const key = `password-change:${member.id}`
  const attempt = await reserveAttempt(ctx.db, key, throttlePolicies.account, now)
  if (attempt.paused) throw tooManyAttempts(attempt.retryAfterSeconds)
  const [row] = await ctx.db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, member.id))
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, change.oldPassword))) {
    throw new ApiError(ReturnCode.wrongPassword, { key: 'profile.currentPasswordIncorrect' })
  }
  await clearFailures(ctx.db, key)
  const passwordHash = await hashPassword(change.newPassword)
  await ctx.db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, member.id))
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.memberId, member.id), ne(sessions.tokenHash, member.tokenHash), isNull(sessions.revokedAt)))
  })
}

import { eq } from 'drizzle-orm'
import type { ServiceContext } from '#server/context.ts'
import { members } from '#server/db/schema.ts'
import { verifyPassword } from '#server/lib/passwords.ts'
import { clearFailures, passwordCheckKey, reserveAttempt, throttlePolicies, tooManyAttempts } from './login-throttle.ts'

/**
 * Whether `password` is the member's current one, asked before what a stolen session must not
 * do alone (a new password, a new login phone). Guessed no more often than at login, with one
 * count for every form that asks it.
 */
export async function isCurrentPassword(ctx: ServiceContext, memberId: string, password: string): Promise<boolean> {
  const now = ctx.clock()
  const key = passwordCheckKey(memberId)
  const attempt = await reserveAttempt(ctx.db, key, throttlePolicies.account, now)
  if (attempt.paused) throw tooManyAttempts(attempt.retryAfterSeconds)
  const [row] = await ctx.db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId))
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, password))) return false
  await clearFailures(ctx.db, key)
  return true
}

import { ReturnCode } from '#contract/return-codes'
import type { ChangePasswordRequest } from '#contract/schemas/profile'
import type { ServiceContext } from '#server/context.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { hashPassword } from '#server/lib/passwords.ts'
import { endOtherSessions, isCurrentPassword } from '../auth/index.ts'
import { endMemberPasskeys } from '../passkeys/index.ts'
import { queueAccountNotice, setPassword } from '../members/index.ts'

/**
 * changePassword: the current password must be right (611 otherwise), guessed no more often
 * than at login, so a stolen session cannot find it out. The new password ends every other
 * session of the member, this one stays; and every passkey (the member is e-mailed which). The
 * member is e-mailed that the password changed.
 */
export async function changePassword(
  ctx: ServiceContext,
  member: { id: string; tokenHash: string },
  change: ChangePasswordRequest,
): Promise<void> {
  if (!(await isCurrentPassword(ctx, member.id, change.oldPassword))) {
    throw new ApiError(ReturnCode.wrongPassword, { key: 'profile.currentPasswordIncorrect' })
  }
  const now = ctx.clock()
  const passwordHash = await hashPassword(change.newPassword)
  const jobs = await ctx.db.transaction(async (tx) => {
    await setPassword(tx, member.id, passwordHash, now)
    await endOtherSessions(tx, member, now)
    return [
      await endMemberPasskeys(ctx, tx, member.id, 'passwordChanged'),
      await queueAccountNotice(ctx, tx, member.id, 'passwordChanged'),
    ]
  })
  for (const job of jobs) if (job) await ctx.notifier.sendQueued(job)
}

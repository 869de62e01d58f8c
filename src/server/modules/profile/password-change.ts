import { ReturnCode } from '#contract/return-codes'
import type { ChangePasswordRequest } from '#contract/schemas/profile'
import type { ServiceContext } from '#server/context.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { hashPassword } from '#server/lib/passwords.ts'
import { endOtherSessions } from '../auth/sessions.ts'
import { endMemberPasskeys } from '../passkeys/member-passkeys.ts'
import { isCurrentPassword } from './current-password.ts'
import { setPassword } from '../members/member-store.ts'

/**
 * changePassword: the current password must be right (611 otherwise), guessed no more often
 * than at login, so a stolen session cannot find it out. The new password ends every other
 * session of the member, this one stays; and every passkey (the member is e-mailed which).
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
  const job = await ctx.db.transaction(async (tx) => {
    await setPassword(tx, member.id, passwordHash, now)
    await endOtherSessions(tx, member, now)
    return endMemberPasskeys(ctx, tx, member.id, 'passwordChanged')
  })
  if (job) await ctx.notifier.sendQueued(job)
}

import { eq } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import type { StaffSession } from '#contract/schemas/staff'
import type { ServiceContext } from '#server/context.ts'
import { staffAccounts } from '#server/db/schema.ts'
import { hashPassword } from '#server/lib/passwords.ts'
import { recordAudit } from '../audit/index.ts'
import { checkCurrentPassword } from './enrolment-links.ts'
import { endStaffSessions } from './staff-sessions.ts'

/**
 * A staff member's own new password (the members' policy, checked by the request's schema),
 * given with the current one (throttled like sign-in). In one transaction with its audit
 * entry; the account's other sessions end, the one making the change goes on.
 */
export async function changeStaffPassword(
  ctx: ServiceContext,
  staff: StaffSession,
  token: string | undefined,
  input: { currentPassword: string; newPassword: string },
  ip: string,
  lang: Lang,
): Promise<void> {
  const now = ctx.clock()
  const [account] = await ctx.db
    .select({ id: staffAccounts.id, passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staff.id))
  if (!account) throw new Error('The signed-in staff account went away')
  await checkCurrentPassword(ctx, account, input.currentPassword, ip, lang, now, 'currentPassword')
  const passwordHash = await hashPassword(input.newPassword)
  await ctx.db.transaction(async (tx) => {
    await tx.update(staffAccounts).set({ passwordHash, updatedAt: now }).where(eq(staffAccounts.id, staff.id))
    const otherSessionsEnded = await endStaffSessions(tx, staff.id, now, token)
    await recordAudit(tx, now, {
      actor: staff,
      action: 'staff.changePassword',
      target: { kind: 'staff', id: staff.id },
      after: { otherSessionsEnded },
    })
  })
}

import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { SetupPasswordAnswer, SetupPasswordRequest } from '#contract/schemas/verification'
import type { ServiceContext } from '#server/context.ts'
import { emailLinks, sessions } from '#server/db/schema.ts'
import { hashPassword } from '#server/lib/passwords.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { accountKey, clearFailures } from '../auth/index.ts'
import { useLinkForPassword, type EmailLinkPurpose } from '../verification/index.ts'
import { findRegistrant, fullName, setPassword } from '../members/index.ts'
import { endMemberPasskeys } from '../passkeys/index.ts'

const purposeOfType: Record<SetupPasswordRequest['type'], EmailLinkPurpose> = {
  register: 'setPassword',
  firstTimeLogin: 'firstTimeLogin',
  forgetPassword: 'forgetPassword',
}

/**
 * setupPassword: a verified key sets the password once. The registration or first-time
 * login is then complete, every session and passkey of the member ends (the member is e-mailed
 * which passkeys), and failed-login pauses lift.
 * A reset by phone code ends a migrated member's first-time login too: it proves the same
 * phone that first-time login does, and the member can give an e-mail address in the profile.
 */
export async function setupPassword(ctx: ServiceContext, request: SetupPasswordRequest): Promise<SetupPasswordAnswer> {
  const key = request.emailAuthKey || request.authKey || ''
  // Hashed first: a server too busy to hash answers before the link is used up.
  const passwordHash = await hashPassword(request.password)
  const link = await useLinkForPassword(ctx, key, purposeOfType[request.type])
  const now = ctx.clock()
  const job = await ctx.db.transaction(async (tx) => {
    await setPassword(tx, link.memberId, passwordHash, now, {
      finishesRegistration: request.type === 'register',
      endsFirstTimeLogin: request.type !== 'register',
    })
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.memberId, link.memberId), isNull(sessions.revokedAt)))
    // Other keys that could set this member's password again are spent with this one.
    const spent: EmailLinkPurpose[] =
      request.type === 'register' ? [link.purpose] : [link.purpose, 'firstTimeLogin', 'firstTimeEmail']
    await tx
      .update(emailLinks)
      .set({ usedAt: now })
      .where(and(eq(emailLinks.memberId, link.memberId), inArray(emailLinks.purpose, spent), isNull(emailLinks.usedAt)))
    return endMemberPasskeys(ctx, tx, link.memberId, 'passwordReset')
  })
  if (job) await ctx.notifier.sendQueued(job)
  const member = await findRegistrant(ctx, link.memberId)
  if (!member) return null
  await clearFailures(ctx.db, accountKey(ctx, member.countryCodeId, member.mobilePhone))
  if (request.type === 'forgetPassword' && member.emailAddress) {
    await ctx.notifier.sendInBackground({
      channel: 'email',
      lane: 'security',
      to: member.emailAddress,
      subject: serverText(request.language, { key: 'accountNotices.passwordChangedSubject' }),
      body: serverText(request.language, {
        key: 'accountNotices.passwordChangedBody',
        params: { name: fullName(member), email: ctx.config.supportEmail },
      }),
    })
  }
  // The key proved the account: its login number is filled in for the member on the login page.
  return { countryCode: member.countryCodeId, phone: member.mobilePhone }
}

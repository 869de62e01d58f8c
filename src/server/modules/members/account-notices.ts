import type { ServiceContext } from '#server/context.ts'
import type { Tx } from '#server/db/retrying-transaction.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { fullName } from './member-records.ts'
import { findRecipient } from './member-recipient.ts'

const texts = {
  passwordChanged: { subject: 'accountNotices.passwordChangedSubject', body: 'accountNotices.passwordChangedBody' },
  sessionsEnded: { subject: 'accountNotices.sessionsEndedSubject', body: 'accountNotices.sessionsEndedBody' },
} as const

/**
 * A change to how the member gets in (a new password, every session ended), told to them by
 * e-mail in their language, in the security notices' lane: someone else may have made it. Kept
 * in the change's transaction; answers the message's job, to try once it commits (null without
 * an e-mail address).
 */
export async function queueAccountNotice(
  ctx: ServiceContext,
  tx: Tx,
  memberId: string,
  change: keyof typeof texts,
): Promise<string | null> {
  const holder = await findRecipient(tx, memberId)
  if (!holder?.emailAddress) return null
  const { lang } = holder
  return ctx.notifier.queue(
    {
      channel: 'email',
      lane: 'security',
      to: holder.emailAddress,
      subject: serverText(lang, { key: texts[change].subject }),
      body: serverText(lang, {
        key: texts[change].body,
        params: { name: fullName(holder), email: ctx.config.supportEmail },
      }),
    },
    tx,
  )
}

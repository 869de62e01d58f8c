import { myDataPagePath } from '#contract/rules/privacy'
import type { ServiceContext } from '#server/context.ts'
import type { EventOf } from '#server/jobs/domain-events.ts'
import { mailDate } from '#server/lib/mail-date.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { findRecipient, fullName } from '../members/index.ts'

/**
 * The notice of a request to close the account, in the member's language, with the date and how
 * to cancel: whoever asked (by post, or with the member's session and password), the member
 * learns of it while it can still be undone. It goes in the security lane, which no budget holds.
 */
export async function mailClosingNotice(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'notifier'>,
  { memberId, clubMemberId, closesAt }: EventOf<'account.closingRequested'>,
): Promise<void> {
  const member = await findRecipient(ctx.db, memberId)
  if (!member?.emailAddress) return
  const { lang } = member
  const date = mailDate(new Date(closesAt), lang)
  await ctx.notifier.send({
    channel: 'email',
    lane: 'security',
    to: member.emailAddress,
    subject: serverText(lang, { key: 'mail.accountClosingSubject', params: { date } }),
    body: serverText(lang, {
      key: 'mail.accountClosingBody',
      params: {
        name: fullName(member),
        memberId: clubMemberId,
        date,
        link: `${ctx.config.publicUrl}${myDataPagePath(lang)}`,
        email: ctx.config.supportEmail,
      },
    }),
  })
}

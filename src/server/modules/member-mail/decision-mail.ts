import { applicationPagePath } from '#contract/application-pages'
import type { ServiceContext } from '#server/context.ts'
import type { EventOf } from '#server/jobs/domain-events.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { findRecipient, fullName } from '../members/index.ts'
import { reasonInMail } from '../rejection-reasons/index.ts'

/**
 * The result of a reviewer's or an operator's decision, by e-mail in the member's language,
 * linking to the application's page where they read the whole of it and its history.
 */
export async function mailDecision(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'notifier'>,
  { memberId, application, status, reason }: EventOf<'application.decided'>,
): Promise<void> {
  const member = await findRecipient(ctx.db, memberId)
  if (!member?.emailAddress) return
  const { lang } = member
  const name = fullName(member)
  const link = `${ctx.config.publicUrl}${applicationPagePath[application === 'upgrade' ? 'upgrade' : 'parking'](lang)}`
  const outcome = status === 'approved' ? 'Approved' : 'Rejected'
  await ctx.notifier.send({
    channel: 'email',
    to: member.emailAddress,
    subject: serverText(lang, { key: `mail.${application}${outcome}Subject` }),
    body:
      status === 'approved'
        ? serverText(lang, { key: `mail.${application}ApprovedBody`, params: { name, link } })
        : serverText(lang, {
            key: `mail.${application}RejectedBody`,
            params: { name, reason: reason ? reasonInMail(lang, reason) : '', link },
          }),
  })
}

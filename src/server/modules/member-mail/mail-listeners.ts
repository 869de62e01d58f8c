import type { ServiceContext } from '#server/context.ts'
import { doublingBackoff } from '#server/jobs/job-queue.ts'
import { mailClosingNotice } from './closing-mail.ts'
import { mailDecision } from './decision-mail.ts'

/**
 * A listener's try ends once the message is kept as a job of its own, which the notifier retries
 * for a day: the listener itself retries only what stopped it keeping one (the database).
 */
const mailRetries = { maxAttempts: 12, retryAfterMs: doublingBackoff(30_000, 3_600_000) }

/** The e-mails events ask for: a decision's result, the notice of an account's closing. */
export function listenForMemberMail(ctx: Pick<ServiceContext, 'events' | 'db' | 'config' | 'notifier'>): void {
  ctx.events.listen('application.decided', { listener: 'mail', run: (event) => mailDecision(ctx, event), ...mailRetries })
  ctx.events.listen('account.closingRequested', {
    listener: 'mail',
    run: (event) => mailClosingNotice(ctx, event),
    ...mailRetries,
  })
}

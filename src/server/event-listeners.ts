import type { ServiceContext } from './context.ts'
import { listenForMemberMail } from './modules/member-mail/index.ts'
import { listenForPushes } from './modules/push/index.ts'

/**
 * Who hears the members' events, registered before any is emitted: by the portal at its start,
 * and by an operator command on its own, whose events are kept for the same listeners.
 */
export function listenToEvents(ctx: Pick<ServiceContext, 'events' | 'jobs' | 'config' | 'clock' | 'db' | 'notifier'>): void {
  listenForPushes(ctx)
  listenForMemberMail(ctx)
}

import { postOutboxEvent } from './outbox-events.ts'
import { withOutboxLock } from './outbox-lock.ts'
import {
  afterSend,
  dueItems,
  isDue,
  recoverInterrupted,
  sendNow,
  startSending,
  type OutboxItem,
  type SendOutcome,
} from './outbox-machine.ts'
import type { OutboxStore } from './outbox-store.ts'

export interface OutboxRunnerEnv {
  store: OutboxStore
  send: (item: OutboxItem) => Promise<SendOutcome>
  now: () => number
}

export interface ReplayReport {
  delivered: OutboxItem[]
  /** Items still waiting after this replay (to retry after their back-off). */
  waiting: number
}

export interface ReplayOptions {
  /**
   * The network has just come back (or the browser's sync says so): waiting items need not
   * sit out a back-off that the missing network caused.
   */
  skipBackoff?: boolean
}

/**
 * Sends every due upload once, oldest first, holding the outbox lock so that no other page
 * or worker sends at the same time. Each step is written to the store before the next, so
 * a replay cut off anywhere resumes safely.
 */
export function replayOutbox(env: OutboxRunnerEnv, options: ReplayOptions = {}): Promise<ReplayReport> {
  return withOutboxLock(async () => {
    const delivered: OutboxItem[] = []
    for (const item of await env.store.list()) {
      if (item.state === 'sending')
        await env.store.change(item.id, (current) => current && recoverInterrupted(current, env.now()))
      else if (options.skipBackoff && item.state === 'waiting' && item.nextTryAt > env.now()) {
        await env.store.change(item.id, (current) => current && sendNow(current, env.now()))
      }
    }
    for (const due of dueItems(await env.store.list(), env.now())) {
      const sending = await env.store.change(due.id, (current) =>
        current && isDue(current, env.now()) ? startSending(current, env.now()) : undefined,
      )
      // Cancelled meanwhile, or no longer due.
      if (!sending || sending.state !== 'sending') continue
      postOutboxEvent({ type: 'changed' })
      const outcome = await env.send(sending)
      const next = await env.store.change(sending.id, (current) =>
        current?.state === 'sending' ? afterSend(current, outcome, env.now()) : undefined,
      )
      if (outcome.type === 'delivered') {
        delivered.push(sending)
        postOutboxEvent({
          type: 'delivered',
          item: { id: sending.id, kind: sending.kind, request: sending.request, fileName: sending.fileName },
        })
      } else if (next) {
        postOutboxEvent({ type: 'changed' })
      }
    }
    const waiting = (await env.store.list()).filter((item) => item.state === 'waiting').length
    return { delivered, waiting }
  })
}

import type { OutboxChannel } from '#contract/schemas/outbox'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { ServiceContext } from '../context.ts'
import { doublingBackoff, type JobQueue } from '../jobs/job-queue.ts'
import { outboxDriver } from './outbox-driver.ts'
import { smsGatewayDriver } from './sms-gateway-driver.ts'
import { smtpDriver } from './smtp-driver.ts'

export interface OutgoingMessage {
  channel: OutboxChannel
  to: string
  subject: string | null
  body: string
}

export interface Driver {
  send(message: OutgoingMessage): Promise<void>
}

export interface Notifier {
  /** True while a channel goes to the outbox: then the development outbox page and API exist. */
  readonly holdsMessages: boolean
  /**
   * Keeps the message as a job, then makes the first try and waits for it. A failed try is
   * logged and retried later with growing waits (by this node or another, also after a restart),
   * so the caller goes on either way: a code asked for is not refused because a gateway is down.
   */
  send(message: OutgoingMessage): Promise<void>
  /** Keeps the message as a job and makes the first try without keeping the caller waiting. */
  sendInBackground(message: OutgoingMessage): Promise<void>
  /**
   * Keeps the message as a job inside a transaction: it exists only if the transaction
   * commits. Answers the job's id for {@link Notifier.sendQueued} after the commit.
   */
  queue(message: OutgoingMessage, db: Pick<Db, 'insert'>): Promise<string | null>
  /** Makes the first try of a queued message; a failed try stays for the queue's retries. */
  sendQueued(id: string): Promise<void>
  /** Waits for the tries still under way: shutting down cuts none off. */
  settle(): Promise<void>
}

const sendJob = 'message.send'

/** Retries of a message: 30 s doubling to an hour, for about a day. */
const messageRetries = { maxAttempts: 30, firstRetryMs: 30_000, maxRetryMs: 3_600_000 }

/**
 * E-mail and SMS each go to the driver the configuration chooses (the outbox by default), each
 * message through the job queue.
 */
export function createNotifier(
  config: Pick<Config, 'email' | 'sms'>,
  db: Db,
  log: ServiceContext['log'],
  jobs: JobQueue,
): Notifier {
  const outbox = outboxDriver(db, log)
  const email = config.email.driver === 'smtp' ? smtpDriver(config.email) : outbox
  const sms = config.sms.driver === 'http' ? smsGatewayDriver(config.sms) : outbox
  jobs.handle(sendJob, {
    run: async (payload) => {
      const message = payload as OutgoingMessage
      await (message.channel === 'email' ? email : sms).send(message)
    },
    maxAttempts: messageRetries.maxAttempts,
    retryAfterMs: doublingBackoff(messageRetries.firstRetryMs, messageRetries.maxRetryMs),
  })
  const pending = new Set<Promise<unknown>>()
  const firstTry = async (message: OutgoingMessage) => {
    const id = await jobs.enqueue(sendJob, message)
    // The queue logs a failed try; the job stays for the next.
    if (id) await jobs.runNow(id)
  }
  return {
    holdsMessages: email === outbox || sms === outbox,
    send: firstTry,
    async sendInBackground(message) {
      const id = await jobs.enqueue(sendJob, message)
      if (!id) return
      const sending = jobs.runNow(id).finally(() => pending.delete(sending))
      pending.add(sending)
    },
    queue: (message, tx) => jobs.enqueue(sendJob, message, { db: tx }),
    async sendQueued(id) {
      await jobs.runNow(id)
    },
    async settle() {
      await Promise.allSettled([...pending])
    },
  }
}

import type { OutboxChannel } from '#contract/schemas/outbox'
import type { Notifier, OutgoingMessage } from '../context.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { Log } from '../lib/log.ts'
import type { Clock } from '../lib/clock.ts'
import { doublingBackoff, type JobOutcome, type JobQueue } from '../jobs/job-queue.ts'
import { budgetsOf, giveBackBudgets, spendBudgets, type Budget } from './message-budget.ts'
import { messageSeal, type MessageSeal } from './message-seal.ts'
import { outboxDriver } from './outbox-driver.ts'
import { smsGatewayDriver } from './sms-gateway-driver.ts'
import { smtpDriver } from './smtp-driver.ts'

/**
 * A message as its job keeps it: who it goes to in the clear (to count it and to send it), what
 * it says sealed, since it may be a code or a link that a copy of the table must not give away.
 */
interface MessageJob {
  channel: OutboxChannel
  to: string
  countryCode?: string
  expiresAt?: string
  lane?: OutgoingMessage['lane']
  sealed: string
}

/** A message kept by a release that did not seal them yet. */
type PlainMessageJob = Omit<MessageJob, 'sealed'> & Pick<OutgoingMessage, 'subject' | 'body'>

const sendJob = 'message.send'

/** Retries of a message: 30 s doubling to an hour, for about a day. */
const messageRetries = { maxAttempts: 30, firstRetryMs: 30_000, maxRetryMs: 3_600_000 }

export interface NotifierOptions {
  config: Pick<Config, 'email' | 'sms' | 'messageBudgets'>
  /** The code secret, asked for at the first message: messages are sealed with a key derived from it. */
  secret: () => string
  db: Db
  clock: Clock
  log: Log
  jobs: JobQueue
}

function jobOf(seal: MessageSeal, { channel, to, countryCode, subject, body, expiresAt, lane }: OutgoingMessage): MessageJob {
  return {
    channel,
    to,
    ...(countryCode ? { countryCode } : {}),
    ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
    ...(lane === 'security' ? { lane } : {}),
    sealed: seal.seal({ subject, body }, { channel, to }),
  }
}

/**
 * E-mail and SMS each go to the driver the configuration chooses (the outbox by default), each
 * message through the job queue. A message is opened only to be sent; one whose code or link
 * has expired is dropped, and one that the hour's budget cannot take waits for the next hour.
 * Security notices spend a budget of their own, so that a full one never delays them.
 */
export function createNotifier({ config, secret, db, clock, log, jobs }: NotifierOptions): Notifier {
  const outbox = outboxDriver(db, clock, log)
  const email = config.email.driver === 'smtp' ? smtpDriver(config.email) : outbox
  const sms = config.sms.driver === 'http' ? smsGatewayDriver(config.sms) : outbox
  let sealWithSecret: MessageSeal | undefined
  const seal = (): MessageSeal => (sealWithSecret ??= messageSeal(secret()))

  // A full budget is logged once per hour it stays full (by each node that meets it).
  const warnedUntil = new Map<string, number>()
  const warnFull = (budget: Budget, until: Date) => {
    const now = clock().getTime()
    if ((warnedUntil.get(budget.key) ?? 0) > now) return
    warnedUntil.set(budget.key, until.getTime())
    const channel = budget.channel === 'sms' ? 'SMS' : 'E-mail'
    const what = budget.countryCode
      ? `SMS to ${budget.countryCode}`
      : budget.lane === 'security'
        ? `${channel} security notices`
        : channel
    log.warn(
      { budget: budget.key, limit: budget.limit, until: until.toISOString() },
      `${what}: the budget of ${budget.limit} an hour is spent; further messages wait until ${until.toISOString()}`,
    )
  }

  async function deliver(payload: MessageJob | PlainMessageJob, id: string): Promise<JobOutcome | void> {
    const now = clock()
    if (payload.expiresAt && new Date(payload.expiresAt) <= now) {
      return { giveUp: 'what the message carries expired before it could be sent' }
    }
    let text
    try {
      text = 'sealed' in payload ? seal().open(payload.sealed, payload) : payload
    } catch {
      return { giveUp: 'the message cannot be opened (sealed with another CODE_HMAC_SECRET)' }
    }
    const budgets = budgetsOf(config.messageBudgets, payload)
    const permit = await spendBudgets(db, budgets, now)
    if (!permit.allowed) {
      warnFull(permit.budget, permit.until)
      return { waitUntil: permit.until, reason: `waiting for the hourly budget (${permit.budget.key})` }
    }
    const { channel, to } = payload
    try {
      await (channel === 'email' ? email : sms).send({ channel, to, subject: text.subject, body: text.body }, id)
    } catch (error) {
      await giveBackBudgets(db, permit.spent)
      throw error
    }
  }

  jobs.handle(sendJob, {
    run: (payload, id) => deliver(payload as MessageJob | PlainMessageJob, id),
    maxAttempts: messageRetries.maxAttempts,
    retryAfterMs: doublingBackoff(messageRetries.firstRetryMs, messageRetries.maxRetryMs),
  })
  const pending = new Set<Promise<unknown>>()
  const enqueue = (message: OutgoingMessage, tx?: Pick<Db, 'insert'>) =>
    jobs.enqueue(sendJob, jobOf(seal(), message), tx ? { db: tx } : {})
  return {
    holdsMessages: email === outbox || sms === outbox,
    async send(message) {
      const id = await enqueue(message)
      // The queue logs a failed try; the job stays for the next.
      if (id) await jobs.runNow(id)
    },
    async sendInBackground(message) {
      const id = await enqueue(message)
      if (!id) return
      const sending = jobs.runNow(id).finally(() => pending.delete(sending))
      pending.add(sending)
    },
    queue: (message, tx) => enqueue(message, tx),
    async sendQueued(id) {
      await jobs.runNow(id)
    },
    async settle() {
      await Promise.allSettled([...pending])
    },
  }
}

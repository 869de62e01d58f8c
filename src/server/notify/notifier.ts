import type { OutboxChannel } from '#contract/schemas/outbox'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { ServiceContext } from '../context.ts'
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

export interface Notifier extends Driver {
  /** True while a channel goes to the outbox: then the development outbox page and API exist. */
  readonly holdsMessages: boolean
  /** Sends without keeping the caller waiting (a slow mail server must not slow a request); failures are logged. */
  sendInBackground(message: OutgoingMessage): void
  /** Waits for what is still being sent: shutting down loses no message. */
  settle(): Promise<void>
}

/** E-mail and SMS each go to the driver the configuration chooses; the outbox is the default. */
export function createNotifier(config: Pick<Config, 'email' | 'sms'>, db: Db, log: ServiceContext['log']): Notifier {
  const outbox = outboxDriver(db, log)
  const email = config.email.driver === 'smtp' ? smtpDriver(config.email) : outbox
  const sms = config.sms.driver === 'http' ? smsGatewayDriver(config.sms) : outbox
  const send = (message: OutgoingMessage) => (message.channel === 'email' ? email : sms).send(message)
  const pending = new Set<Promise<void>>()
  return {
    holdsMessages: email === outbox || sms === outbox,
    send,
    sendInBackground(message) {
      const sending: Promise<void> = send(message)
        .catch((error: unknown) => log.error({ err: error, channel: message.channel }, 'could not send a message'))
        .finally(() => pending.delete(sending))
      pending.add(sending)
    },
    async settle() {
      await Promise.all(pending)
    },
  }
}

import type { OutboxChannel } from '#contract/schemas/outbox'

/** What a driver delivers: a message's channel, address and text. */
interface DriverMessage {
  channel: OutboxChannel
  to: string
  subject: string | null
  body: string
}

/** One way out for messages (the outbox, SMTP, an SMS gateway); the notifier picks one a channel. */
export interface Driver {
  /**
   * Delivers once, or fails within a bound well inside a job's claim. `id` is the same for
   * every try of one message: a gateway that takes an idempotency key drops a repeat.
   */
  send(message: DriverMessage, id: string): Promise<void>
}

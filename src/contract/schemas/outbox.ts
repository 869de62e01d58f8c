import { type } from 'arktype'
import { outboxChannels } from '../rules/outbox-channels.ts'

export type OutboxChannel = (typeof outboxChannels)[number]

/** A message held by the outbox notifier, as GET /api/dev/outbox answers it. */
export const outboxMessage = type({
  id: 'number',
  channel: type.enumerated(...outboxChannels),
  to: 'string',
  subject: 'string | null',
  body: 'string',
  createdAt: 'string',
})
export type OutboxMessage = typeof outboxMessage.infer

export const outboxQuery = type({ 'limit?': type('string.integer.parse').to('1 <= number.integer <= 200') })

import { desc } from 'drizzle-orm'
import type { OutboxMessage } from '#contract/schemas/outbox'
import type { ServiceContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { notifierOutbox } from '../db/schema.ts'
import type { Driver } from './notifier.ts'

/** Keeps every message in a table and prints it, so a person (or a test) can read codes and links. */
export function outboxDriver(db: Db, log: ServiceContext['log']): Driver {
  return {
    async send({ channel, to, subject, body }) {
      await db.insert(notifierOutbox).values({ channel, recipient: to, subject, body })
      log.info({ outbox: { channel, to, subject } }, `[outbox] ${channel} to ${to}${subject ? ` — ${subject}` : ''}\n${body}`)
    },
  }
}

export async function listOutbox(db: Db, limit: number): Promise<OutboxMessage[]> {
  const rows = await db.select().from(notifierOutbox).orderBy(desc(notifierOutbox.id)).limit(limit)
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }))
}

import { desc, lt } from 'drizzle-orm'
import type { OutboxMessage } from '#contract/schemas/outbox'
import type { Log } from '../lib/log.ts'
import type { Db } from '../db/database.ts'
import { notifierOutbox } from '../db/schema.ts'
import type { Clock } from '../lib/clock.ts'
import type { Driver } from './driver.ts'

/**
 * Keeps every message in a table, so a person (or a test) can read codes and links on the
 * outbox page; the log names the message only, since its text may be a code or a link.
 */
export function outboxDriver(db: Db, clock: Clock, log: Log): Driver {
  return {
    async send({ channel, to, subject, body }) {
      await db.insert(notifierOutbox).values({ channel, recipient: to, subject, body, createdAt: clock() })
      log.info({ outbox: { channel, to, subject } }, `[outbox] ${channel} to ${to}${subject ? ` — ${subject}` : ''}`)
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

/** Outbox messages are kept this long, then deleted with the codes and links they hold. */
const outboxKeptMs = 7 * 24 * 3_600_000

export async function purgeOldOutbox(db: Db, now: Date): Promise<void> {
  await db.delete(notifierOutbox).where(lt(notifierOutbox.createdAt, new Date(now.getTime() - outboxKeptMs)))
}

import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { eq, lt, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database.ts'
import { serverNodes } from '../db/schema.ts'
import { loggableError } from '../lib/loggable-error.ts'

export interface PresenceTiming {
  /** How often a node writes that it is alive. */
  beatEveryMs: number
  /** A node silent this long has stopped (a crash, a machine gone, a frozen process). */
  goneAfterMs: number
}

/**
 * A node writes every 2 s; one silent for 8 s (four beats missed) has stopped, so what it held
 * is free within seconds of a crash, while a busy moment of a live node does not count as one.
 */
const presenceTiming: PresenceTiming = { beatEveryMs: 2_000, goneAfterMs: 8_000 }

/** This node, as the other nodes know it. */
export interface NodePresence {
  id: string
  goneAfterMs: number
  /** A clean stop: the node's row goes, and what it still held is free at once. */
  stop(): Promise<void>
}

/** Times in the database's clock, so that nodes whose clocks differ agree on who is alive. */
const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`

/**
 * Announces this node and keeps its row fresh until stopped; a row removed meanwhile comes back.
 * The sole node a database can have (PGlite, whose folder one process holds) knows at start
 * that every node before it has stopped, and frees what they held at once.
 */
export async function startPresence(
  db: Db,
  log: Pick<FastifyBaseLogger, 'error'>,
  { timing = presenceTiming, sole }: { timing?: PresenceTiming | undefined; sole: boolean },
): Promise<NodePresence> {
  const id = randomUUID()
  if (sole) await db.delete(serverNodes)
  const beat = () =>
    db
      .insert(serverNodes)
      .values({ id })
      .onConflictDoUpdate({ target: serverNodes.id, set: { seenAt: sql`now()` } })
  await beat()
  const beating = setInterval(() => {
    beat().catch((error: unknown) => log.error({ err: loggableError(error) }, 'writing that this node is alive failed'))
  }, timing.beatEveryMs)
  beating.unref()
  return {
    id,
    goneAfterMs: timing.goneAfterMs,
    stop: async () => {
      clearInterval(beating)
      await db.delete(serverNodes).where(eq(serverNodes.id, id))
    },
  }
}

/**
 * A condition: the node named in `node` (a column holding a server_nodes id) has not written
 * that it is alive within `goneAfterMs`, or none is named.
 */
export const nodeGone = (node: AnyPgColumn, goneAfterMs: number) =>
  sql`not exists (select 1 from ${serverNodes} where ${serverNodes.id} = ${node} and ${serverNodes.seenAt} > ${ago(goneAfterMs)})`

/** Housekeeping: the rows of nodes gone a day ago (their claims were free long before). */
export async function purgeGoneNodes(db: Db): Promise<void> {
  await db.delete(serverNodes).where(lt(serverNodes.seenAt, ago(24 * 3_600_000)))
}

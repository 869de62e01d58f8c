import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir } from '../lib/data-dir-lock.ts'
import { PgliteWorkerClient } from './pglite-client.ts'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** Announcements on a channel: `onMessage` with each payload, `onGap` when some may have been missed. */
interface ChannelListener {
  onMessage(payload: string): void
  onGap(): void
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Listens to NOTIFY on a channel until the returned function is called. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
/** Any fixed number: nodes starting together take turns at migrating. */
const migrationLockKey = 7_352_019

/**
 * The embedded database: in a folder (locked to this process), or in memory when none is given.
 * `from` starts it from a dump of another (PGlite's dumpDataDir), which skips creating the cluster.
 * It runs on a thread of its own (pglite-worker.js), so its statements never hold up requests.
 */
export async function openPglite(dataDir?: string, options: { from?: Blob } = {}): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {}
  try {
    const client = await PgliteWorkerClient.start({
      dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
      load: options.from ? await options.from.arrayBuffer() : undefined,
    })
    const db = drizzlePglite({ client: client.asPglite(), schema })
    await migratePglite(db, { migrationsFolder })
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      // One database: an announcement reaches the listener before the writing query returns.
      listen: async (channel, listener) => client.listen(channel, listener.onMessage),
      close: async () => {
        await client.close()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}

/** A dump of a newly migrated embedded database: many copies start from it quicker than from nothing. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await PgliteWorkerClient.start({})
  try {
    await migratePglite(drizzlePglite({ client: client.asPglite(), schema }), { migrationsFolder })
    return await client.dump()
  } finally {
    await client.close()
  }
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey])
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {})
    client.release()
  }
  // A connection the server closes (restart, failover) is dropped by the pool and replaced on
  // the next query; without a listener its error would end the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`))
  const db = drizzlePg({ client: pool, schema })
  const listeners = new Set<() => Promise<void>>()
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    listen: async (channel, listener) => {
      const stop = await listenOnPostgres(connectionString, channel, listener)
      listeners.add(stop)
      return async () => {
        listeners.delete(stop)
        await stop()
      }
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()))
      await pool.end()
    },
  }
}

/**
 * LISTEN on a connection of its own, kept open: when it drops it is opened again (1 s, doubling
 * to 30 s) and the listener hears of the gap, since announcements in between are lost.
 */
async function listenOnPostgres(connectionString: string, channel: string, listener: ChannelListener) {
  let client: pg.Client | undefined
  let stopped = false
  let retryMs = 1000
  let retry: NodeJS.Timeout | undefined
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString })
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onMessage(message.payload ?? '')
    })
    next.on('error', () => reconnect())
    next.on('end', () => reconnect())
    await next.connect()
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    client = next
    retryMs = 1000
  }
  const reconnect = () => {
    if (stopped || retry) return
    client = undefined
    listener.onGap()
    retry = setTimeout(() => {
      retry = undefined
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, 30_000)
        reconnect()
      })
    }, retryMs)
    retry.unref()
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir)
}

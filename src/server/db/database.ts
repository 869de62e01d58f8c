import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type pg from 'pg'
import { lockDataDir } from '../lib/data-dir-lock.ts'
import { PgliteWorkerClient } from './pglite-client.ts'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/**
 * Announcements on a channel: `onMessage` with each payload; `onGap` when some may be missed
 * from now on (the listening connection dropped or stopped answering); `onListening` once they
 * are heard again (after a gap, announcements made during it are lost).
 */
interface ChannelListener {
  onMessage(payload: string): void
  onGap(): void
  onListening(): void
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Listens to NOTIFY on a channel until the returned function is called. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>
  /** The connections of PostgreSQL's pool: open, idle, and queries waiting for one. */
  poolUse?(): { open: number; idle: number; waiting: number }
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
    const pgliteDir = dataDir ? path.join(dataDir, 'pglite') : undefined
    if (pgliteDir !== undefined && !options.from && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
      await createInProcessOfItsOwn(pgliteDir)
    }
    const { client, db } = await startMigrated(pgliteDir, options.from ? await options.from.arrayBuffer() : undefined)
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      // One database: an announcement reaches the listener before the writing query returns, and none is ever missed.
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

/**
 * A new folder's database, made and migrated by pglite-create.js in a process that then ends. A
 * child that fails after creating the cluster leaves PG_VERSION behind: the next start opens the
 * folder and runs the migrations left in its own thread (startMigrated), as after an update.
 */
async function createInProcessOfItsOwn(pgliteDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./pglite-create.js', import.meta.url)), pgliteDir, migrationsFolder],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  // The end of what it said is where a failure names its cause; a child that writes without end
  // keeps no more than this of it.
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4_000)))
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`creating the embedded database in ${pgliteDir} failed (exit code ${code}): ${errors.trim()}`)
}

async function startMigrated(dataDir: string | undefined, load: ArrayBuffer | undefined) {
  const client = await PgliteWorkerClient.start({ dataDir, load })
  const db = drizzlePglite({ client: client.asPglite(), schema })
  await migratePglite(db, { migrationsFolder })
  return { client, db }
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

/** PostgreSQL's driver, loaded only by a portal that uses PostgreSQL (the embedded default never does). */
const postgresDriver = async () => {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  return { pg, drizzlePg, migratePg }
}

export async function openPostgres(connectionString: string, { poolMax = 10 }: { poolMax?: number } = {}): Promise<Database> {
  const { pg, drizzlePg, migratePg } = await postgresDriver()
  const pool = new pg.Pool({ connectionString, max: poolMax })
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
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: async (channel, listener) => {
      const stop = await listenOnPostgres(pg, connectionString, channel, listener)
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
 * How often the listening connection sends itself an announcement, and how long it may take to
 * come back: a connection that stops answering (a network that drops packets silently, a frozen
 * proxy) is given up within about a second, so a missed announcement is not trusted for long.
 */
const listenerHeartbeat = { everyMs: 200, echoWithinMs: 400 }

/**
 * LISTEN on a connection of its own, kept open: when it drops or stops answering it is opened
 * again (1 s, doubling to 30 s) and the listener hears of the gap, since announcements in
 * between are lost, and of the end of it. The connection has TCP keepalive, and a heartbeat on
 * a channel of its own that only it listens to.
 */
async function listenOnPostgres(driver: typeof pg, connectionString: string, channel: string, listener: ChannelListener) {
  let client: pg.Client | undefined
  let stopped = false
  let retryMs = 1000
  let retry: NodeJS.Timeout | undefined
  const echoChannel = `${channel}_echo_${randomUUID().replaceAll('-', '')}`
  let echoDueBy: number | undefined

  const connect = async (): Promise<void> => {
    const next = new driver.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 5_000 })
    const drop = () => {
      if (client === next) reconnect()
    }
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onMessage(message.payload ?? '')
      else if (message.channel === echoChannel) echoDueBy = undefined
    })
    next.on('error', drop)
    next.on('end', drop)
    try {
      await next.connect()
      await next.query(`LISTEN ${driver.escapeIdentifier(channel)}`)
      await next.query(`LISTEN ${driver.escapeIdentifier(echoChannel)}`)
    } catch (error) {
      void next.end().catch(() => {})
      throw error
    }
    if (stopped) return void next.end().catch(() => {})
    client = next
    echoDueBy = undefined
    retryMs = 1000
    listener.onListening()
  }

  const reconnect = () => {
    if (stopped || retry) return
    const dropped = client
    client = undefined
    echoDueBy = undefined
    listener.onGap()
    // A connection that stopped answering may never say it ended: it is let go without waiting.
    void dropped?.end().catch(() => {})
    retry = setTimeout(() => {
      retry = undefined
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, 30_000)
        reconnect()
      })
    }, retryMs)
    retry.unref()
  }

  const heartbeat = setInterval(() => {
    if (!client) return
    const now = Date.now()
    if (echoDueBy !== undefined) {
      if (now > echoDueBy) reconnect()
      return
    }
    echoDueBy = now + listenerHeartbeat.echoWithinMs
    client.query('select pg_notify($1, $2)', [echoChannel, '']).catch(() => reconnect())
  }, listenerHeartbeat.everyMs)
  heartbeat.unref()

  try {
    await connect()
  } catch (error) {
    clearInterval(heartbeat)
    throw error
  }
  return async () => {
    stopped = true
    clearInterval(heartbeat)
    clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}

export function openDatabase(config: {
  databaseUrl: string | undefined
  databasePoolMax: number
  dataDir: string
}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, { poolMax: config.databasePoolMax }) : openPglite(config.dataDir)
}

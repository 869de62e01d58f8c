import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir } from '../lib/data-dir-lock.ts'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
/** Any fixed number: nodes starting together take turns at migrating. */
const migrationLockKey = 7_352_019

/** The embedded database: in a folder (locked to this process), or in memory when none is given. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {}
  try {
    const client = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined)
    const db = drizzlePglite({ client, schema })
    await migratePglite(db, { migrationsFolder })
    return {
      db: db as unknown as Db,
      kind: 'pglite',
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
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir)
}

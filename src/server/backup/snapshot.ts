import { createHash } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import type { Tx } from '../db/retrying-transaction.ts'

/** One table's rows as one JSON array, in a fixed order, so that two equal tables read the same. */
interface TableDump {
  name: string
  rows: number
  json: string
  sha256: string
}

/** The whole database at one moment: every table, the migrations it has, the files its rows name. */
export interface DatabaseSnapshot {
  migrations: string[]
  tables: TableDump[]
  fileNames: string[]
}

/** Which nodes are alive says nothing about another installation: it is not copied. */
const notCopied = new Set(['server_nodes'])

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

async function rowsOf<Row>(db: Db | Tx, query: SQL): Promise<Row[]> {
  // Both drivers answer raw statements with their rows under `rows`.
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

const quoted = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`)

async function tableNames(db: Db | Tx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  )
  return rows.map((row) => row.name).filter((name) => !notCopied.has(name))
}

async function dumpTable(db: Db | Tx, name: string): Promise<TableDump> {
  // Rows as PostgreSQL writes them in JSON (timestamps to the microsecond, bytes in hex), ordered
  // by their own text in the C collation, so the same rows give the same text on any server.
  const [row] = await rowsOf<{ rows: number; json: string }>(
    db,
    sql`select count(*)::int as rows,
          coalesce(json_agg(t order by row_to_json(t)::text collate "C"), '[]')::text as json
        from ${quoted(name)} t`,
  )
  const json = row?.json ?? '[]'
  return { name, rows: row?.rows ?? 0, json, sha256: sha256(json) }
}

/** The migrations a database has had, oldest first, by the hash of each. */
async function migrationsOf(db: Db | Tx): Promise<string[]> {
  const rows = await rowsOf<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by created_at, id`)
  return rows.map((row) => row.hash)
}

/** The names of every file the rows name: uploads, receipts, members' copies of their data. */
async function namedFiles(db: Db | Tx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select stored_name as name from uploaded_files
        union select stored_name from receipts
        union select json_name from data_exports where json_name is not null
        union select html_name from data_exports where html_name is not null
        order by name`,
  )
  return rows.map((row) => row.name)
}

/**
 * Reads every table in one read-only transaction that sees one moment: a write committed after
 * it began is in none of them, one committed before it is in all. On the embedded database the
 * transaction has the database to itself for its length (about a second for a thousand members).
 */
export async function takeSnapshot(db: Db): Promise<DatabaseSnapshot> {
  return db.transaction(
    async (tx) => {
      // Timestamps are written in UTC whatever the server's zone, so that two servers write the same text.
      await tx.execute(sql`set local time zone 'UTC'`)
      const tables: TableDump[] = []
      for (const name of await tableNames(tx)) tables.push(await dumpTable(tx, name))
      return { migrations: await migrationsOf(tx), tables, fileNames: await namedFiles(tx) }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** A refusal an operator should read: the target or the copy is not what it must be. */
export class CopyRefused extends Error {
  override readonly name = 'CopyRefused'
}

/** Tables in an order where each comes after every table it refers to. */
async function insertionOrder(tx: Tx, names: string[]): Promise<string[]> {
  const references = await rowsOf<{ child: string; parent: string }>(
    tx,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  )
  const ordered: string[] = []
  const placed = new Set<string>()
  const place = (name: string, path: string[]) => {
    if (placed.has(name)) return
    if (path.includes(name)) throw new Error(`tables refer to each other in a circle: ${[...path, name].join(' → ')}`)
    for (const { child, parent } of references) if (child === name && names.includes(parent)) place(parent, [...path, name])
    placed.add(name)
    ordered.push(name)
  }
  for (const name of names) place(name, [])
  return ordered
}

/** Whether a database holds anything a member, a reviewer or the portal made (reference lists aside). */
export async function holdsData(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ any: boolean }>(
    db,
    sql`select exists (select 1 from members) or exists (select 1 from staff_accounts)
          or exists (select 1 from uploaded_files) or exists (select 1 from receipt_links)
          or exists (select 1 from jobs) or exists (select 1 from audit_log) as any`,
  )
  return row?.any ?? false
}

/** Refuses a snapshot that a database of other migrations made: its rows would not fit these tables. */
export async function checkSameMigrations(db: Db, snapshotMigrations: string[]): Promise<void> {
  const here = await migrationsOf(db)
  if (here.length === snapshotMigrations.length && here.every((hash, i) => hash === snapshotMigrations[i])) return
  throw new CopyRefused(
    `The copy was made by a version of the portal with ${snapshotMigrations.length} database migrations, this one has ${here.length}: ` +
      'restore it with the version that made it, then start this one on it (it migrates at start-up).',
  )
}

/**
 * Writes a snapshot into a migrated database that holds no data, in one transaction: the reference
 * lists the migrations seeded give way to the snapshot's, every row goes in, and each counter
 * carries on after the highest number in use. An interruption leaves the database as it was.
 */
export async function loadSnapshot(db: Db, tables: { name: string; json: string }[]): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await insertionOrder(
      tx,
      tables.map((table) => table.name),
    )
    const byName = new Map(tables.map((table) => [table.name, table.json]))
    for (const name of [...order].reverse()) await tx.execute(sql`delete from ${quoted(name)}`)
    for (const name of order) {
      await tx.execute(
        sql`insert into ${quoted(name)} select * from json_populate_recordset(null::${quoted(name)}, ${byName.get(name)}::json)`,
      )
    }
    const counters = await rowsOf<{ tableName: string; column: string }>(
      tx,
      sql`select table_name as "tableName", column_name as "column" from information_schema.columns
          where table_schema = 'public' and column_default like 'nextval(%'`,
    )
    for (const { tableName, column } of counters) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${`"${tableName}"`}, ${column}), coalesce(max(${quoted(column)}), 0) + 1, false)
            from ${quoted(tableName)}`,
      )
    }
  })
}

/** Reads a database again and compares each table with the snapshot's: the copy is whole, or this says what differs. */
export async function compareWithSnapshot(db: Db, expected: { name: string; rows: number; sha256: string }[]): Promise<void> {
  const actual = await takeSnapshot(db)
  const byName = new Map(actual.tables.map((table) => [table.name, table]))
  const differing = expected.filter((table) => byName.get(table.name)?.sha256 !== table.sha256)
  if (differing.length > 0) {
    const described = differing.map((table) => {
      const rows = byName.get(table.name)?.rows ?? 0
      return `${table.name} (${rows === table.rows ? `${rows} rows, other contents` : `${rows} rows where the source has ${table.rows}`})`
    })
    throw new CopyRefused(`The copy differs from its source in ${described.join(', ')}`)
  }
}

import type { Db } from './database.ts'

/**
 * A statement prepared once per database and run with its values after that. Drizzle builds a
 * statement's text anew on every call, which costs the event loop more than the embedded
 * database takes to run it: the calls every request makes (a session, a login's counters)
 * are prepared.
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>()
  return (db) => {
    let statement = statements.get(db)
    if (!statement) statements.set(db, (statement = prepare(db)))
    return statement
  }
}

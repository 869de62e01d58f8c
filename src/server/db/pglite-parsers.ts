import { type PGlite, type PGliteOptions, type QueryOptions, type Transaction, types } from '@electric-sql/pglite'

const asText = (value: string) => value

/**
 * Dates, times and intervals stay the text PostgreSQL sends, as Drizzle reads them. Drizzle hands
 * these parsers to PGlite with every query, and PGlite then copies its whole table of 300-odd
 * parsers to merge them in; given once when the database opens, they are part of the table.
 */
export const drizzleParsers: NonNullable<PGliteOptions['parsers']> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
}

const withoutParsers = (options?: QueryOptions) => (options?.parsers ? { ...options, parsers: undefined } : options)

/** The client as Drizzle sees it: the same database, its queries (also in transactions) without per-query parsers. */
export function sharingParsers(client: PGlite): PGlite {
  const query: PGlite['query'] = (text, params, options) => client.query(text, params, withoutParsers(options))
  const transaction: PGlite['transaction'] = (run) =>
    client.transaction((tx) => {
      const txQuery: Transaction['query'] = (text, params, options) => tx.query(text, params, withoutParsers(options))
      return run(Object.assign(Object.create(tx) as Transaction, { query: txQuery }))
    })
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query
      if (key === 'transaction') return transaction
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

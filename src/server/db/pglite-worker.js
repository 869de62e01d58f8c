// @ts-check
/**
 * The embedded PostgreSQL (PGlite) on a thread of its own: PGlite runs each statement to the
 * end on the thread that calls it, so on the server's thread every statement was time no other
 * request got. The server talks to it by messages (pglite-client.ts). Plain JavaScript, so that
 * it starts the same under tsx, vitest and the built server, whatever loader the parent uses.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, types } from '@electric-sql/pglite'

if (!parentPort) throw new Error('pglite-worker runs as a worker thread')
const port = parentPort

/** @param {string} value */
const asText = (value) => value

/**
 * Dates, times and intervals stay the text PostgreSQL sends, as Drizzle reads them; given once
 * when the database opens, since functions cannot travel with each query.
 */
const drizzleParsers = {
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

/** @type {{ dataDir?: string, load?: ArrayBuffer, postgres: WebAssembly.Module }} */
const options = workerData
const db = await PGlite.create({
  dataDir: options.dataDir,
  loadDataDir: options.load ? new Blob([options.load]) : undefined,
  pgliteWasmModule: options.postgres,
  parsers: drizzleParsers,
})

/** Open transactions by number: the queries sent for them, and how each ends. */
const transactions = new Map()
let nextTransaction = 1
/** @type {Map<string, () => Promise<void>>} */
const listening = new Map()

/** A database error as the server's code reads it (code, constraint…), across the thread boundary. */
function plainError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) }
  return { ...error, name: error.name, message: error.message }
}

/**
 * Runs a transaction until the server ends it: queries sent for it run inside, and nothing else
 * runs meanwhile (PGlite holds its lock), as on a connection of PostgreSQL's own.
 */
function begin() {
  const number = nextTransaction++
  /** @type {(commit: boolean) => void} */
  let end = () => {}
  const ending = new Promise((resolve) => (end = resolve))
  const rollback = Symbol('rollback')
  return new Promise((started) => {
    const finished = db
      .transaction(async (tx) => {
        transactions.set(number, tx)
        started(number)
        if (!(await ending)) throw rollback
      })
      .catch((error) => {
        if (error !== rollback) throw error
      })
      .finally(() => transactions.delete(number))
    transactions.set(-number, { end, finished })
  })
}

async function handle(/** @type {any} */ message) {
  switch (message.op) {
    case 'query': {
      const target = message.tx ? transactions.get(message.tx) : db
      if (!target) throw new Error(`no transaction ${message.tx}`)
      return target.query(message.text, message.params, { rowMode: message.rowMode })
    }
    case 'begin':
      return begin()
    case 'end': {
      const ending = transactions.get(-message.tx)
      transactions.delete(-message.tx)
      ending.end(message.commit)
      return ending.finished.then(() => null)
    }
    case 'listen':
      if (!listening.has(message.channel)) {
        const stop = await db.listen(message.channel, (payload) => port.postMessage({ channel: message.channel, payload }))
        listening.set(message.channel, stop)
      }
      return null
    case 'unlisten':
      await listening.get(message.channel)?.()
      listening.delete(message.channel)
      return null
    case 'dump': {
      const dump = await db.dumpDataDir('none')
      return dump.arrayBuffer()
    }
    case 'close':
      await db.close()
      return null
    default:
      throw new Error(`unknown operation ${message.op}`)
  }
}

port.on('message', (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, result }),
    (error) => port.postMessage({ id: message.id, error: plainError(error) }),
  )
})
port.postMessage({ ready: true })

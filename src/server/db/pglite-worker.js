// @ts-check
/**
 * The embedded PostgreSQL (PGlite) on a thread of its own: PGlite runs each statement to the
 * end on the thread that calls it, so on the server's thread every statement was time no other
 * request got. The server talks to it by messages (pglite-client.ts). Plain JavaScript, so that
 * it starts the same under tsx, vitest and the built server, whatever loader the parent uses.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { parse, PGlite, protocol, types } from '@electric-sql/pglite'

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
  // PostgreSQL's own page cache, in the thread's memory for as long as the portal runs: 128 MB by
  // default, of which a club's database touches little; the system's file cache stands behind it.
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
})

/** A queue: each piece of work starts once the one before it has ended, however it ended. */
function queue() {
  let last = Promise.resolve()
  /** @template T @param {() => Promise<T>} work @returns {Promise<T>} */
  return (work) => {
    const result = last.then(work)
    last = result.then(
      () => {},
      () => {},
    )
    return result
  }
}

/**
 * One statement, transaction or other operation at a time: a transaction keeps the database to
 * itself from its BEGIN to its end, as a connection of PostgreSQL's own would, and what else
 * arrives meanwhile waits its turn.
 */
const inTurn = queue()

/** @type {Map<number, (commit: boolean) => Promise<void>>} */
const transactions = new Map()
let nextTransaction = 1

/** @param {Uint8Array[]} parts */
function joined(parts) {
  const message = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  let at = 0
  for (const part of parts) {
    message.set(part, at)
    at += part.length
  }
  return message
}

/**
 * One exchange at a time, even within a transaction: PGlite gathers an exchange's answers in one
 * place, which a second started before the first has read them would take over.
 */
const inOrder = queue()
/** Messages sent to PostgreSQL in one exchange: its answers, or its error thrown. @returns {Promise<any[]>} */
const exchange = (/** @type {Uint8Array[]} */ parts) => inOrder(() => db.execProtocolStream(joined(parts), { syncToFs: false }))

/**
 * Statements prepared under a name, by their text: the types of their parameters and the
 * description of their rows. PGlite's own query() parses, plans and describes a statement anew
 * each time, in six exchanges; a statement seen before is answered here in one (bind, execute).
 * The least recently used are closed beyond the limit (a search's text varies with its filters).
 * @type {Map<string, { name: string, paramTypes: number[], rows: any }>}
 */
const statements = new Map()
const statementLimit = 500
let nextStatement = 1

async function statementOf(/** @type {string} */ text) {
  const known = statements.get(text)
  if (known) {
    // Map order is the order of use.
    statements.delete(text)
    statements.set(text, known)
    return known
  }
  const name = `s${nextStatement++}`
  const answers = await exchange([
    protocol.serialize.parse({ name, text }),
    protocol.serialize.describe({ type: 'S', name }),
    protocol.serialize.sync(),
  ])
  const statement = {
    name,
    paramTypes: parse.parseDescribeStatementResults(answers),
    rows: answers.find((answer) => answer.name === 'rowDescription'),
  }
  statements.set(text, statement)
  if (statements.size > statementLimit) {
    const [oldest, { name: closing }] = statements.entries().next().value
    statements.delete(oldest)
    await exchange([protocol.serialize.close({ type: 'S', name: closing }), protocol.serialize.sync()])
  }
  return statement
}

/** A parameter as PGlite's own query() sends it: by its type's serializer, else as text. */
function serialized(/** @type {unknown} */ value, /** @type {number} */ type) {
  if (value === null || value === undefined) return null
  const serialize = db.serializers[type]
  return serialize ? serialize(value) : String(value)
}

async function query(/** @type {{ text: string, params?: unknown[], rowMode?: 'array' | 'object' }} */ message) {
  const statement = await statementOf(message.text)
  const values = (message.params ?? []).map((value, index) => serialized(value, statement.paramTypes[index] ?? 0))
  const answers = await exchange([
    protocol.serialize.bind({ statement: statement.name, values }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ])
  const [result] = parse.parseResults(statement.rows ? [statement.rows, ...answers] : answers, db.parsers, {
    rowMode: message.rowMode,
  })
  return result
}

const simple = (/** @type {string} */ text) => exchange([protocol.serialize.query(text)])

/**
 * Opens a transaction and holds the turn until the server ends it (COMMIT or ROLLBACK); the
 * queries sent for it meanwhile run inside.
 */
function begin() {
  return new Promise((started, failed) => {
    void inTurn(async () => {
      try {
        await simple('BEGIN')
      } catch (error) {
        return failed(error)
      }
      const number = nextTransaction++
      await new Promise((release) => {
        transactions.set(number, async (commit) => {
          transactions.delete(number)
          // A COMMIT of a transaction that failed answers ROLLBACK: its failure was already reported.
          await simple(commit ? 'COMMIT' : 'ROLLBACK').finally(release)
        })
        started(number)
      })
    })
  })
}

/** A database error as the server's code reads it (code, constraint…), across the thread boundary. */
function plainError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) }
  return { ...error, name: error.name, message: error.message }
}

/** @type {Map<string, () => Promise<void>>} */
const listening = new Map()

async function handle(/** @type {any} */ message) {
  switch (message.op) {
    case 'query': {
      if (!message.tx) return inTurn(() => query(message))
      if (!transactions.has(message.tx)) throw new Error(`no transaction ${message.tx}`)
      return query(message)
    }
    case 'begin':
      return begin()
    case 'end': {
      const end = transactions.get(message.tx)
      if (!end) throw new Error(`no transaction ${message.tx}`)
      await end(message.commit)
      return null
    }
    case 'listen':
      return inTurn(async () => {
        if (!listening.has(message.channel)) {
          const stop = await db.listen(message.channel, (payload) => port.postMessage({ channel: message.channel, payload }))
          listening.set(message.channel, stop)
        }
        return null
      })
    case 'unlisten':
      return inTurn(async () => {
        await listening.get(message.channel)?.()
        listening.delete(message.channel)
        return null
      })
    case 'dump':
      return inTurn(async () => (await db.dumpDataDir('none')).arrayBuffer())
    case 'close':
      return inTurn(async () => {
        await db.close()
        return null
      })
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

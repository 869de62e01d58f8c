import { readFile } from 'node:fs/promises'
import v8 from 'node:v8'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { PGlite, Results, Transaction } from '@electric-sql/pglite'

type RowMode = 'array' | 'object'
interface QueryOptions {
  rowMode?: RowMode
}

/** What Drizzle's PGlite driver asks of its client: queries, and transactions of queries. */
interface PgliteLike {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  transaction<T>(run: (tx: Pick<Transaction, 'query'>) => Promise<T>): Promise<T>
}

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void }

/** A database error from the worker, with what the server's code reads of it (code, constraint…). */
function errorFrom(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message ?? 'database error'))
  return Object.assign(error, plain)
}

let compiledPostgres: Promise<WebAssembly.Module> | undefined
/**
 * PostgreSQL's WebAssembly, compiled once per process and handed to each database thread: a
 * thread given the module shares the machine code every other thread has compiled from it, where
 * one compiling its own starts cold (a test run starts dozens of databases).
 */
function postgresModule(): Promise<WebAssembly.Module> {
  const wasm = new URL('pglite.wasm', pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')))
  compiledPostgres ??= readFile(wasm).then((bytes) => {
    // One background task tiers PostgreSQL's functions up, not one per core: each task's compiler
    // memory comes from an allocator arena of its own thread, which keeps it once freed (about 40 MB
    // of a restarted portal's memory at rest); queries meanwhile run the baseline code.
    v8.setFlagsFromString('--wasm-num-compilation-tasks=1')
    return WebAssembly.compile(bytes)
  })
  return compiledPostgres
}

/**
 * The embedded database (pglite-worker.js) seen from the server's thread: each call is a message,
 * answered in order. A transaction keeps the database to itself until it ends, as PGlite does.
 */
export class PgliteWorkerClient implements PgliteLike {
  readonly #worker: Worker
  readonly #pending = new Map<number, Pending>()
  readonly #listeners = new Map<string, Set<(payload: string) => void>>()
  #nextId = 1
  #gone: Error | undefined

  private constructor(worker: Worker) {
    this.#worker = worker
    worker.on('message', (message: { id?: number; result?: unknown; error?: Record<string, unknown> } & Notice) => {
      if (message.channel !== undefined) {
        for (const listener of this.#listeners.get(message.channel) ?? []) listener(message.payload)
        return
      }
      if (message.id === undefined) return
      const pending = this.#pending.get(message.id)
      this.#pending.delete(message.id)
      if (message.error) pending?.reject(errorFrom(message.error))
      else pending?.resolve(message.result)
    })
    const fail = (error: Error) => {
      this.#gone = error
      for (const pending of this.#pending.values()) pending.reject(error)
      this.#pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)))
  }

  /** Starts the database thread on a data folder, on a dump (`load`), or in memory. */
  static async start(options: { dataDir?: string | undefined; load?: ArrayBuffer | undefined }): Promise<PgliteWorkerClient> {
    const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
      workerData: { ...options, postgres: await postgresModule() },
      ...(options.load ? { transferList: [options.load] } : {}),
    })
    await new Promise<void>((resolve, reject) => {
      const ready = (message: { ready?: boolean }) => {
        if (!message.ready) return
        worker.off('message', ready)
        worker.off('error', reject)
        resolve()
      }
      worker.on('message', ready)
      worker.once('error', reject)
    })
    return new PgliteWorkerClient(worker)
  }

  #send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#gone) return Promise.reject(this.#gone)
    const id = this.#nextId++
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.#worker.postMessage({ ...message, id })
    })
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#send({ op: 'query', text, params, rowMode: options?.rowMode })
  }

  async transaction<T>(run: (tx: Pick<Transaction, 'query'>) => Promise<T>): Promise<T> {
    const tx = await this.#send<number>({ op: 'begin' })
    const inside: Pick<Transaction, 'query'> = {
      query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#send<Results<R>>({ op: 'query', tx, text, params, rowMode: options?.rowMode }),
    }
    let result: T
    try {
      result = await run(inside)
    } catch (error) {
      await this.#send({ op: 'end', tx, commit: false })
      throw error
    }
    await this.#send({ op: 'end', tx, commit: true })
    return result
  }

  /** Hears NOTIFY on a channel; an announcement arrives before the answer of the statement that made it. */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    const listeners = this.#listeners.get(channel) ?? new Set()
    this.#listeners.set(channel, listeners.add(listener))
    await this.#send({ op: 'listen', channel })
    return async () => {
      listeners.delete(listener)
      if (listeners.size === 0) {
        this.#listeners.delete(channel)
        await this.#send({ op: 'unlisten', channel })
      }
    }
  }

  /** The whole database as PGlite's dump (dumpDataDir). */
  async dump(): Promise<Blob> {
    return new Blob([await this.#send<ArrayBuffer>({ op: 'dump' })])
  }

  async close(): Promise<void> {
    await this.#send({ op: 'close' })
    await this.#worker.terminate()
  }

  /** The type Drizzle's driver is declared with; only what PgliteLike names is used. */
  asPglite(): PGlite {
    return this as unknown as PGlite
  }
}

interface Notice {
  channel?: string
  payload: string
}

import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { ServiceContext } from '../context.ts'
import { backupTo, portalKeys } from '../backup/backup.ts'
import { CopyRefused } from '../backup/snapshot.ts'
import { isOperationName, OperationError, runOperation } from './operations.ts'
import { loggableError } from '../lib/loggable-error.ts'

/** Where a running portal on PGlite listens for operator commands: a socket only its user may open. */
const opsSocketPath = (dataDir: string) => path.join(dataDir, 'ops.sock')

const readJson = async (request: http.IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
}

const send = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/**
 * PGlite opens its folder from one process only, so while the portal runs, operator
 * commands run inside it: `POST /operations/<name>` with the input as JSON.
 */
export async function startOpsSocket(ctx: ServiceContext, dataDir: string): Promise<() => Promise<void>> {
  const socketPath = opsSocketPath(dataDir)
  fs.rmSync(socketPath, { force: true })
  const server = http.createServer(async (request, response) => {
    if (request.method === 'POST' && request.url === '/backup') return backUp(ctx, request, response)
    const name = /^\/operations\/([\w.-]+)$/.exec(request.url ?? '')?.[1]
    if (request.method !== 'POST' || !name) return send(response, 404, { error: 'Not found' })
    if (!isOperationName(name)) return send(response, 400, { error: `Unknown operation ${name}` })
    try {
      send(response, 200, { result: await runOperation(ctx, name, await readJson(request)) })
    } catch (error) {
      if (error instanceof OperationError || error instanceof SyntaxError) return send(response, 400, { error: error.message })
      // Without what a failed query quotes: a new staff account's TOTP secret, a password.
      ctx.log.error({ err: loggableError(error) }, 'operator command failed')
      send(response, 500, { error: 'The operation failed; see the portal log' })
    }
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve))
  fs.chmodSync(socketPath, 0o600)
  return () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        fs.rmSync(socketPath, { force: true })
        resolve()
      }),
    )
}

/**
 * A backup written by the portal, which holds the database: the answer is a line of JSON per
 * step (`progress`), then one with the `result` or the `error`.
 */
async function backUp(ctx: ServiceContext, request: http.IncomingMessage, response: http.ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/x-ndjson' })
  const line = (body: unknown) => response.write(`${JSON.stringify(body)}\n`)
  try {
    const { to } = (await readJson(request)) as { to: string }
    const summary = await backupTo(to, { db: ctx.db, files: ctx.files, keys: portalKeys(ctx.config, 'pglite') }, (progress) =>
      line({ progress }),
    )
    line({ result: summary })
  } catch (error) {
    if (error instanceof CopyRefused) line({ error: error.message })
    else {
      ctx.log.error({ err: loggableError(error) }, 'backup failed')
      line({ error: `The backup failed: ${(error as Error).message}` })
    }
  }
  response.end()
}

/**
 * Asks the running portal for a backup, passing on each progress line; undefined when no portal
 * answers on the socket.
 */
export function backupThroughOpsSocket(
  dataDir: string,
  to: string,
  onProgress: (progress: unknown) => void,
): Promise<{ result?: unknown; error?: string } | undefined> {
  const socketPath = opsSocketPath(dataDir)
  if (!fs.existsSync(socketPath)) return Promise.resolve(undefined)
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: '/backup', method: 'POST' }, async (response) => {
      let pending = ''
      let last: { result?: unknown; error?: string } = { error: 'The portal stopped before the backup was done' }
      try {
        for await (const chunk of response) {
          const lines = (pending + String(chunk)).split('\n')
          pending = lines.pop() ?? ''
          for (const text of lines.filter(Boolean)) {
            const message = JSON.parse(text) as { progress?: unknown; result?: unknown; error?: string }
            if (message.progress) onProgress(message.progress)
            else last = message
          }
        }
        resolve(last)
      } catch (error) {
        reject(error)
      }
    })
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolve(undefined) : reject(error),
    )
    request.end(JSON.stringify({ to }))
  })
}

/** Sends an operation to the running portal; undefined when no portal answers on the socket. */
export function callOpsSocket(
  dataDir: string,
  name: string,
  input: unknown,
): Promise<{ status: number; body: { result?: unknown; error?: string } } | undefined> {
  const socketPath = opsSocketPath(dataDir)
  if (!fs.existsSync(socketPath)) return Promise.resolve(undefined)
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath, path: `/operations/${name}`, method: 'POST', headers: { 'content-type': 'application/json' } },
      async (response) => {
        try {
          resolve({
            status: response.statusCode ?? 500,
            body: (await readJson(response)) as { result?: unknown; error?: string },
          })
        } catch (error) {
          reject(error)
        }
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolve(undefined) : reject(error),
    )
    request.end(JSON.stringify(input))
  })
}

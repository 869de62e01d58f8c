import type { Server } from 'node:http'
import { clientAddressBucket } from './client-address.ts'

/** Connection limits against slow or hoarding clients, as the configuration sets them. */
export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this. */
  requestTimeoutMs: number
  /** A connection that sends nothing for this long is closed. */
  idleTimeoutMs: number
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number
  /** Connections one client address may hold open; 0: no limit (the default: an address may be a crowd). */
  perAddress: number
  /** Connections the process holds at most; near it, idle keep-alive connections are closed first. */
  max: number
}

/** Fastify's server options that bound how long a client may hold a connection. */
export function connectionTimeouts({ requestTimeoutMs, idleTimeoutMs, keepAliveTimeoutMs }: ConnectionLimits) {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: idleTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(requestTimeoutMs, 20_000),
      // Node looks for requests past their time only this often (30 s by default).
      connectionsCheckingInterval: Math.min(Math.ceil(requestTimeoutMs / 4), 5_000),
    },
  }
}

/**
 * Bounds the connections the process holds. Near the bound, connections that wait idle between
 * requests (keep-alive) are closed to make room, so that a newcomer is served rather than an
 * idle phone kept; a client whose idle connection closed simply opens another.
 */
export function boundConnections(server: Server, max: number): void {
  server.maxConnections = max
  const roomyBelow = Math.floor(max * 0.9)
  let open = 0
  server.on('connection', (socket) => {
    open += 1
    socket.once('close', () => {
      open -= 1
    })
    if (open >= roomyBelow) server.closeIdleConnections()
  })
}

/**
 * Closes a client address's connections beyond `perAddress` as they arrive (opt-in, for a
 * portal exposed directly: an address may be a whole venue, so no cap is the default). IPv6
 * counts by /64, as elsewhere.
 */
export function limitConnectionsPerAddress(server: Server, perAddress: number): void {
  if (perAddress === 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const bucket = clientAddressBucket(socket.remoteAddress ?? '')
    const count = (open.get(bucket) ?? 0) + 1
    if (count > perAddress) {
      socket.destroy()
      return
    }
    open.set(bucket, count)
    socket.once('close', () => {
      const left = (open.get(bucket) ?? 1) - 1
      if (left > 0) open.set(bucket, left)
      else open.delete(bucket)
    })
  })
}

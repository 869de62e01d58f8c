import type { Server } from 'node:http'
import type { Config } from '../config.ts'
import { clientAddressBucket } from './client-address.ts'

/** Fastify's server options that bound how long a client may hold a connection. */
export function connectionTimeouts({ requestTimeoutMs, idleTimeoutMs, keepAliveTimeoutMs }: Config['connections']) {
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
 * Closes a client address's connections beyond `perAddress` as they arrive, so that one
 * client cannot hold every socket the process may open. IPv6 counts by /64, as elsewhere.
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

import type { FastifyReply, FastifyRequest } from 'fastify'
import { apiNotFound } from './failure-reply.ts'

const isLoopback = (ip: string | undefined) => ip !== undefined && (ip === '::1' || /^(::ffff:)?127\./.test(ip))

/** Headers a proxy adds: a proxy on the same machine makes every visitor look local. */
const proxyHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip']

/** onRequest hook of development tools: they answer only the machine itself, and are not found by anyone else. */
export async function localOnly(request: FastifyRequest, reply: FastifyReply) {
  const proxied = proxyHeaders.some((header) => request.headers[header] !== undefined)
  if (proxied || !isLoopback(request.ip) || !isLoopback(request.socket.remoteAddress)) return apiNotFound(request, reply)
}

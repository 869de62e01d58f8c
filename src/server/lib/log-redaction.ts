import type { FastifyRequest } from 'fastify'

const hidden = '[redacted]'

/**
 * An address as the log keeps it: every query value and the key of an e-mail link left out,
 * since they may be secrets (a link key, a receipt link's id, a referral code).
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?')
  const path = (mark === -1 ? url : url.slice(0, mark)).replace(/(\/verifyUser(?:Account)?\/)[^/]+/g, `$1${hidden}`)
  if (mark === -1) return path
  const names = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => `${pair.split('=', 1)[0]}=${hidden}`)
  return `${path}?${names.join('&')}`
}

/** Fastify's request serializer with the address redacted. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
}

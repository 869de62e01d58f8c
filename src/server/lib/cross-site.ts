import type { FastifyRequest } from 'fastify'

/**
 * A browser says where a request comes from: Sec-Fetch-Site, or Origin against the host it
 * was sent to. Staff calls are refused to any other site, on top of the SameSite cookie.
 */
export function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true
  const origin = request.headers.origin
  if (origin === undefined) return false
  try {
    return new URL(origin).host !== request.host
  } catch {
    return true
  }
}

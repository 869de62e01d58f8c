import fp from 'fastify-plugin'
import { groupSiteOrigin } from '#contract/site'
import { startAfterPaintHash } from './start-after-paint.ts'

const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${startAfterPaintHash}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  `frame-src 'self' ${groupSiteOrigin}`,
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export default fp<{ https: boolean }>(
  async (app, { https }) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-content-type-options', 'nosniff')
      reply.header('referrer-policy', 'strict-origin-when-cross-origin')
      // A staff document is shown in a frame of the console; everything else is never framed.
      if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY')
      if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
      // A route's own, stricter policy (a data copy, a member's file) stands.
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', contentSecurityPolicy)
      }
    })
  },
  { name: 'security-headers' },
)

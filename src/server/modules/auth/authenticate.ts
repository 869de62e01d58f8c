import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ReturnCode } from '#contract/return-codes'
import { ApiError } from '#server/lib/api-error.ts'
import type { AuthenticatedMember } from '#server/lib/authenticated-member.ts'
import { findSession } from './sessions.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every member-only route: HTTP 401, with 601 when the session has expired. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    member: AuthenticatedMember | null
  }
}

const bearer = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/

export default fp(
  async (app) => {
    app.decorateRequest('member', null)
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer.exec(request.headers.authorization ?? '')?.[1]
      const session = token
        ? await findSession(app.ctx.db, app.memberCache, token, app.ctx.clock(), app.ctx.config.sessionTtlDays)
        : ({ status: 'invalid' } as const)
      if (session.status === 'expired') {
        throw new ApiError(ReturnCode.sessionExpired, { key: 'server.sessionExpired' }, { httpStatus: 401 })
      }
      if (session.status === 'invalid') {
        throw new ApiError(ReturnCode.unauthorised, { key: 'server.unauthorised' }, { httpStatus: 401 })
      }
      request.member = { id: session.memberId, tokenHash: session.tokenHash, sessionExpiresAt: session.expiresAt }
    })
  },
  { name: 'authenticate', dependencies: ['service-context', 'member-cache'] },
)

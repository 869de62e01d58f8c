import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { route } from '#server/http/route.ts'
import { revokeSession } from './sessions.ts'
import { registerAuthJobs } from './jobs.ts'

export default async function authRoutes(app: FastifyInstance) {
  registerAuthJobs(app)

  await route(app, endpoints.checkSession, {}, async ({ member }) => ({
    memberId: member.id,
    expiresAt: member.sessionExpiresAt.toISOString(),
  }))

  await route(app, endpoints.logout, {}, async ({ member }) => {
    await revokeSession(app.ctx.db, member.tokenHash, app.ctx.clock())
    return null
  })
}

import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { loginSchema, type SessionAnswer } from '#contract/schemas/auth'
import type { ArkTypeProvider } from '../../lib/ark-validation.ts'
import { ok } from '../../lib/envelope.ts'
import { memberOf } from '../../plugins/authenticate.ts'
import { listDropDown } from '../reference/service.ts'
import { login } from './login-service.ts'
import { revokeSession } from './sessions.ts'

export default async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ArkTypeProvider>()
  // Country codes come from a migration, so the rules built from them hold until the next deploy.
  const body = loginSchema(await listDropDown(app.ctx.db, 'COUNTRY_CODE'))

  routes.post(endpoints.login.path, { schema: { body } }, async (request) =>
    ok(
      await login({ ...app.ctx, log: request.log }, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    ),
  )

  routes.get(endpoints.checkSession.path, { preHandler: app.authenticate }, async (request) => {
    const member = memberOf(request)
    return ok<SessionAnswer>({ memberId: member.id, expiresAt: member.sessionExpiresAt.toISOString() })
  })

  routes.post(endpoints.logout.path, { preHandler: app.authenticate }, async (request) => {
    await revokeSession(app.ctx.db, memberOf(request).tokenHash, app.ctx.clock())
    return ok(null)
  })
}

import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { route } from '#server/http/route.ts'
import { login } from './login-service.ts'

export default async function loginRoutes(app: FastifyInstance) {
  await route(app, endpoints.login, {}, async ({ body, log, caller, request }) =>
    login({ ...app.ctx, log }, body, { ...caller, userAgent: request.headers['user-agent'] }),
  )
}

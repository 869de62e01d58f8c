import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { route } from '#server/http/route.ts'
import { setupPassword } from './service.ts'

/** Setting a password with a verified key: after p-member registration, a forgotten password, or first-time login. */
export default async function recoveryRoutes(app: FastifyInstance) {
  await route(app, endpoints.setupPassword, {}, async ({ body }) => setupPassword(app.ctx, body))
}
